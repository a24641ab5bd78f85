import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { studentCount, teacherWithClassroom } from '../support/classrooms';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('un élève rejoint sa classe par le code, lit ce que l’enseignant verra, partage ses métiers, puis la quitte', async ({
  page,
}) => {
  const classroom = await teacherWithClassroom('Terminale 3');
  await signUpAndSignIn(page, { firstName: 'Inès' });
  await page.goto('/app/profile');

  // Typed as a student would copy it from the board: lower case, the dash kept.
  await page.getByLabel('Code de la classe').fill(classroom.joinCode.toLowerCase());
  await page.getByRole('button', { name: 'Voir la classe' }).click();
  const preview = page.getByRole('region', { name: /Rejoindre «\sTerminale 3\s»/ });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Ce que ton enseignant verra toujours');
  await expect(preview).toContainText('Lycée Louis-Pasteur, Besançon');
  await expect(preview).toContainText('Ton enseignant ne voit jamais tes réponses au questionnaire');
  // Read before anything is joined.
  expect(await studentCount(classroom)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'classe-apercu');
  await page.setViewportSize({ width: 390, height: 844 });

  // The primary action comes after what it acts on.
  const join = preview.getByRole('button', { name: 'Rejoindre la classe' });
  const lastText = preview.getByText('Ton enseignant ne voit jamais', { exact: false });
  expect((await join.boundingBox())!.y).toBeGreaterThan((await lastText.boundingBox())!.y);
  await join.click();
  await expect(page.getByRole('status')).toContainText('Rien n’est partagé pour l’instant.');
  expect(await studentCount(classroom)).toBe(1);
  const metiers = page.getByRole('checkbox', { name: 'Les trois métiers que tu as choisis' });
  for (const box of await page
    .getByRole('group', { name: 'Ce que tu partages avec cette classe' })
    .getByRole('checkbox')
    .all()) {
    await expect(box).not.toBeChecked();
  }

  await metiers.check();
  await expect(page.getByRole('status')).toHaveText('C’est enregistré.');
  await page.reload();
  await expect(metiers).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ta feuille de route' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'classe-membre');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Quitter la classe' }).click();
  await page.getByRole('button', { name: 'Oui, quitter' }).click();
  await expect(page.getByRole('status')).toContainText('Tu as quitté');
  await expect(page.getByLabel('Code de la classe')).toBeVisible();
  expect(await studentCount(classroom)).toBe(0);
  await classroom.teacherApi.dispose();
});
