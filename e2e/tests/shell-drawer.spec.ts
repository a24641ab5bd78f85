import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpAndSignIn } from '../support/session';

test.use({ viewport: { width: 360, height: 780 } });

test('à 360 px, le menu s’ouvre en tiroir, se ferme avec Échap et rend le focus', async ({ page }) => {
  await signUpAndSignIn(page);
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(toggle).toBeVisible();
  // The fixed sidebar is not shown on a phone.
  await expect(page.getByRole('complementary', { name: 'Menu de l’espace élève' })).toBeHidden();

  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('link', { name: 'Formations — verrouillé, s’ouvre au niveau 6' }),
  ).toHaveAttribute('aria-disabled', 'true');
  await expect(drawer.getByRole('button', { name: 'Signaler un bug' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Focus stays inside the drawer.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer.getByRole('link', { name: 'Profil' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.locator('#contenu')).toBeFocused();

  await toggle.click();
  await drawer.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(drawer).toBeHidden();
});
