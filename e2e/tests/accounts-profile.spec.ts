import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

test('le profil passe axe, en lecture et en modification, aux deux largeurs', async ({ page }) => {
  await signUpAndSignIn(page, { firstName: 'Noé', lastName: 'Lefèvre' });
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'accounts-profile');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'accounts-profile-edit');
});

test('un accès expiré est renouvelé sans bruit, puis la déconnexion partout ferme la session', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // Drop the in-memory token: a reload must come back through the refresh cookie alone. Wait for
  // it to be back before leaving: leaving mid-refresh would drop the rotated cookie with the page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
});
