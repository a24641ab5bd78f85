import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { readOwnProgression, staffCredentials } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signIn, signUpAndSignIn } from '../support/session';

test('l’équipe donne l’accès payant avec une raison, et le journal le montre ; un élève n’y a pas accès', async ({
  page,
  browser,
}) => {
  const student = await signUpAndSignIn(page);
  await page.goto('/app/equipe');
  await expect(page.getByText('Cet espace est réservé à l’équipe Déclic.')).toBeVisible();
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByRole('menuitem', { name: 'Espace équipe' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await signIn(staffPage, await staffCredentials());
    await staffPage.getByRole('button', { name: 'Mon compte' }).click();
    await staffPage.getByRole('menuitem', { name: 'Espace équipe' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Espace équipe' })).toBeVisible();

    await staffPage.getByRole('textbox', { name: 'Adresse e-mail du compte' }).fill(student.email);
    await staffPage.getByRole('button', { name: 'Chercher ce compte' }).click();
    const account = staffPage.getByRole('region', { name: student.email });
    await expect(account.getByText('Accès gratuit')).toBeVisible();
    // No reason, no change: the log must say why.
    await account.getByRole('button', { name: 'Donner l’accès payant' }).click();
    await expect(account.getByText(/Dis pourquoi/)).toBeVisible();
    await account.getByRole('textbox', { name: /Raison/ }).fill('Bourse du lycée Ampère');
    await account.getByRole('button', { name: 'Donner l’accès payant' }).click();
    await expect(account.getByText('Accès payant', { exact: true })).toBeVisible();

    const log = staffPage.getByRole('table', { name: 'Journal des actions' });
    const line = log.getByRole('row').filter({ hasText: student.email }).first();
    await expect(line).toContainText('Accès payant donné');
    await expect(line).toContainText('Bourse du lycée Ampère');
    expect((await readOwnProgression(student)).isPaid).toBe(true);
    await expectNoSeriousA11yViolations(staffPage);
    await screenshotAtBothWidths(staffPage, 'espace-equipe');
  } finally {
    await staffContext.close();
  }
});
