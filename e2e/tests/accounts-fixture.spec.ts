import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../support/session';

test('le fixture inscrit, confirme et connecte, et la session survit au rechargement', async ({ page }) => {
  const user = await signUpAndSignIn(page, { firstName: 'Inès' });
  expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(/\/app$/);

  // The access token lives in memory only: a reload comes back through the silent refresh.
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/app\/profile$/);
  const storage = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(storage).not.toContain('eyJ');
});
