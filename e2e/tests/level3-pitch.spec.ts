import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { advanceUntil } from '../support/levels';
import { readOwnProgression, setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

/** Records from Chromium's fake microphone until the countdown shows 0:5x, then stops. */
async function recordPitch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'S’enregistrer' }).click();
  await expect(page.getByText('Enregistrement en cours')).toBeVisible();
  await expect(page.getByText(/^[01]:\d\d$/)).toBeVisible();
  await expect(page.getByText(/^0:5\d$/)).toBeVisible();
  await page.getByRole('button', { name: 'Arrêter' }).click();
  await expect(page.getByLabel('Réécoute ton pitch')).toBeVisible();
}

/** Clicks a rating as a student does (the round label around the radio button). */
async function rate(page: Page, value: number): Promise<void> {
  await page.getByRole('group', { name: 'Ta note sur 10' }).getByText(String(value), { exact: true }).click();
  await expect(page.getByRole('radio', { name: String(value), exact: true })).toBeChecked();
}

test('niveau 3 : pitch enregistré au micro, 7 fait recommencer, 8 valide le niveau', async ({ page }) => {
  const user = await signUpAndSignIn(page, { firstName: 'Inès', lastName: 'Benali' });
  await setLevel(user.id, 3);
  await page.goto('/app/niveau/3');

  await advanceUntil(page, page.getByRole('button', { name: 'S’enregistrer' }));
  const sample = page.getByRole('region', { name: 'Exemple de pitch' });
  await expect(sample).toContainText('Inès Benali');
  await expect(sample).toContainText('Rhône');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'level3-practice');

  await recordPitch(page);
  const audio = page.getByLabel('Réécoute ton pitch');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('link', { name: 'Garder mon enregistrement' })).toHaveAttribute(
    'download',
    'mon-pitch-declic.webm',
  );
  const validate = page.getByRole('button', { name: 'Valider' });
  await expect(validate).toBeDisabled();
  await rate(page, 7);
  await screenshotAtBothWidths(page, 'level3-rate');
  await validate.click();
  await expect(page.getByText(/Pas encore 8/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Recommencer' }).click();
  await expect(audio).toHaveCount(0);
  expect((await readOwnProgression(user)).level).toBe(3);

  await recordPitch(page);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await rate(page, 8);
  await page.getByRole('button', { name: 'Valider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Niveau 3 réussi !' });
  await expect(dialog).toBeVisible();
  await screenshotAtBothWidths(page, 'level3-success');
  await expect.poll(async () => (await readOwnProgression(user)).level).toBe(4);
});
