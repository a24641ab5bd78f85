import { expect, test } from '@playwright/test';
import { advanceUntil } from '../support/levels';
import { setLevel } from '../support/progression';
import { signUpAndSignIn } from '../support/session';

// A fake microphone exists, but every permission prompt is refused, as when a student says no.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--deny-permission-prompts',
    ],
  },
});

test('niveau 3 : micro refusé, l’élève lit comment l’autoriser puis réessayer', async ({ page }) => {
  const user = await signUpAndSignIn(page);
  await setLevel(user.id, 3);
  await page.goto('/app/niveau/3');
  await advanceUntil(page, page.getByRole('button', { name: 'S’enregistrer' }));
  await page.getByRole('button', { name: 'S’enregistrer' }).click();
  await expect(page.getByRole('alert')).toContainText('Autorise le micro');
  await expect(page.getByRole('button', { name: 'S’enregistrer' })).toBeEnabled();
});
