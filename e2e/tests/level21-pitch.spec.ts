import { expect, test } from '@playwright/test';
import { expectStepPassed, finishLevel, lookAt, saveStep, studentInLevel } from '../support/level-player';
import { readOwnProgression } from '../support/progression';

test('niveau 21 : le pitch refait au micro, trop court puis assez long, noté et comparé', async ({
  page,
}) => {
  // Fake timers that flow naturally: the test jumps ahead instead of waiting.
  const user = await studentInLevel(page, 21, { firstName: 'Sacha', fakeClock: true });
  const step = page.getByTestId('etape');

  const record = async (seconds: number) => {
    await step.getByRole('button', { name: 'S’enregistrer' }).click();
    await expect(step.getByText('Enregistrement en cours')).toBeVisible();
    await page.clock.fastForward(seconds * 1000);
    // The jump is taken once the countdown leaves the 0:5x it starts with (real time flows too).
    await expect(step.getByText(/^0:[0-4]\d$/)).toBeVisible();
    await step.getByRole('button', { name: 'Arrêter' }).click();
    await expect(step.getByLabel('Réécoute ton pitch')).toBeVisible();
  };

  await record(12);
  await step.getByRole('group', { name: 'Ta note sur 10' }).getByText('9', { exact: true }).click();
  await saveStep(page);
  await expect(step.getByText(/Ton pitch a duré 1\d secondes/).first()).toBeVisible();

  await step.getByRole('button', { name: 'Réenregistrer' }).click();
  await record(42);
  await expect(step.getByText(/Durée\s?: 4\d secondes/)).toBeVisible();
  await saveStep(page);
  await expectStepPassed(page);
  await expect(step.getByText(/Aujourd’hui\s?: 9 sur 10\s+en 4\d secondes/)).toBeVisible();
  await lookAt(page, 'level21-pitch');
  await finishLevel(page, 21);
  await expect.poll(async () => (await readOwnProgression(user)).level).toBe(22);
});
