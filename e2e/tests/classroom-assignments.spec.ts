import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { teacherWithClassroom } from '../support/classrooms';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

/** A day `days` after today in France, as the API wants it (AAAA-MM-JJ). */
function dayAfter(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(day);
}

test('un niveau assigné à la classe apparaît sur la carte de l’élève et dans sa cloche', async ({ page }) => {
  const classroom = await teacherWithClassroom('Terminale B');
  const student = await signUpAndSignIn(page, { firstName: 'Inès' });
  await page.goto('/app/profile');
  await page.getByLabel('Code de la classe').fill(classroom.joinCode);
  await page.getByRole('button', { name: 'Voir la classe' }).click();
  await page.getByRole('button', { name: 'Rejoindre la classe' }).click();
  await expect(page.getByRole('status')).toContainText('Rien n’est partagé pour l’instant.');

  const dueOn = dayAfter(10);
  const assigned = await classroom.teacherApi.post(`/api/classrooms/${classroom.id}/assignments`, {
    data: { level: 6, dueOn },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  expect(await assigned.json()).toMatchObject({ level: 6, studentCount: 1, doneCount: 0 });
  const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${dueOn}T00:00:00Z`))
    .replace(/^1 /, '1er ');

  await page.goto('/app/activites');
  const asked = page.getByRole('list', { name: 'Demandé par ta classe' });
  await expect(asked).toContainText('Niveau 6 · Enquête métiers');
  await expect(asked).toContainText('(Terminale B)');
  await expect(page.getByText(`Pour le ${shortDay} — Terminale B`)).toBeVisible();

  // The bell announces it once, towards the level.
  await page.getByRole('button', { name: /Notifications, 1 non lue/ }).click();
  const notice = page.getByRole('menuitem', { name: /Ta classe Terminale B\s:\sniveau 6 à faire avant le/ });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('href', '/app/niveau/6');
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'classe-niveau-assigne');

  // The teacher sees who has not done it yet.
  const list = await classroom.teacherApi.get(`/api/classrooms/${classroom.id}/assignments`);
  const [assignment] = ((await list.json()) as { assignments: { students: unknown[] }[] }).assignments;
  expect(assignment?.students).toEqual([{ studentId: student.id, name: 'Inès M.', done: false }]);
  await classroom.teacherApi.dispose();
});
