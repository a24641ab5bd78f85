import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signInTeacher, studentJoinsByCode, teacherWithClassroom } from '../support/classrooms';
import { resizeTo, screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

test.describe.configure({ timeout: 90_000 });

test('l’enseignant voit ses classes, en crée une, projette le code avec son QR code et voit arriver un élève', async ({
  page,
}) => {
  const classroom = await teacherWithClassroom('Terminale 3');
  await signInTeacher(page, classroom);
  await resizeTo(page, { width: 360, height: 780 });
  await page.goto('/enseignant');

  // The header says who is signed in; the list shows the class and its code.
  await expect(page.getByRole('heading', { level: 1, name: 'Vos classes' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Claire Durand');
  await expect(page.getByRole('banner')).toContainText('Lycée Louis-Pasteur, Besançon');
  const list = page.getByRole('region', { name: 'Vos classes' });
  await expect(list.getByRole('heading', { level: 2, name: 'Terminale 3' })).toBeVisible();
  await expect(list.getByText(classroom.joinCode)).toBeVisible();
  await expect(list).toContainText('Terminale · 2026-2027 · aucun élève');

  // On a phone, the form for a new class comes after the classes.
  const create = page.getByRole('button', { name: 'Créer une classe' });
  const firstClass = list.getByRole('heading', { name: 'Terminale 3' });
  expect((await create.boundingBox())!.y).toBeGreaterThan((await firstClass.boundingBox())!.y);
  await page.getByLabel('Nom de la classe').fill('Seconde 4');
  await page.getByLabel('Niveau').selectOption({ label: 'Seconde' });
  await expect(page.getByLabel('Année scolaire')).toHaveValue(/^\d{4}-\d{4}$/);
  await create.click();
  await expect(page.getByRole('status').first()).toContainText('La classe « Seconde 4 » est créée.');
  await expect(list.getByRole('heading', { level: 2, name: 'Seconde 4' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'enseignant-classes');

  await studentJoinsByCode(classroom.joinCode, 'Inès');

  await list.getByRole('link', { name: 'Ouvrir la classe Terminale 3' }).click();
  await page.waitForURL(`**/enseignant/classes/${classroom.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terminale 3' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Élèves de la classe Terminale 3' });
  await expect(table.getByRole('row', { name: /Inès B\./ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Inès B\./ })).toContainText('Pas encore');

  await table.getByRole('button', { name: 'Voir la fiche de Inès B.' }).click();
  const card = page.getByRole('dialog', { name: 'Fiche de Inès B.' });
  await expect(card.getByRole('region', { name: 'Les trois métiers choisis' })).toContainText(
    'Non partagé par l’élève',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'enseignant-fiche');
  await card.getByRole('button', { name: 'Fermer' }).click();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'enseignant-classe');

  // At 360 px the students are cards, not a table.
  await resizeTo(page, { width: 360, height: 780 });
  await expect(table).toBeHidden();
  await expect(page.getByRole('list', { name: 'Élèves de la classe Terminale 3' })).toContainText('Inès B.');

  await page.getByRole('button', { name: 'Projeter le code' }).click();
  const projection = page.getByRole('dialog', { name: 'Rejoindre la classe Terminale 3' });
  await expect(projection.locator('p', { hasText: classroom.joinCode }).first()).toBeVisible();
  await expect(projection).toContainText(`/app/rejoindre/${classroom.joinCode}`);
  const qr = projection.getByRole('img', { name: 'QR code pour rejoindre la classe « Terminale 3 »' });
  await expect(qr).toBeVisible();
  // The SVG was fetched and drawn: the picture has a real size.
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'enseignant-projection');

  // The QR code's address opens the student's join screen with the code filled in (the route
  // itself, read by the teacher's own API: another teacher gets a 404).
  const svg = await classroom.teacherApi.get(`/api/classrooms/${classroom.id}/qr.svg`);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  await classroom.teacherApi.dispose();
});

test('l’adresse du QR code ouvre l’écran où l’élève rejoint la classe, code déjà tapé', async ({ page }) => {
  const classroom = await teacherWithClassroom('Première 2');
  await signUpAndSignIn(page, { firstName: 'Tom' });
  await page.goto(`/app/rejoindre/${classroom.joinCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rejoindre ta classe' })).toBeVisible();
  await expect(page.getByLabel('Code de la classe')).toHaveValue(classroom.joinCode);
  await page.getByRole('button', { name: 'Voir la classe' }).click();
  await expect(page.getByRole('region', { name: /Rejoindre «\sPremière 2\s»/ })).toBeVisible();
  await classroom.teacherApi.dispose();
});
