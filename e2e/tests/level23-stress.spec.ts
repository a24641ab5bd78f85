import { expect, test } from '@playwright/test';
import {
  expectStepPassed,
  fillTextsAndBoxes,
  finishLevel,
  lookAt,
  nextStep,
  saveStep,
  studentInLevel,
} from '../support/level-player';
import { readOwnProgression } from '../support/progression';

test('niveau 23 : stress noté, une minute de respiration guidée, stress noté à nouveau, pensée plus juste', async ({
  page,
}) => {
  // Fake timers that flow naturally: the test jumps ahead instead of waiting.
  const user = await studentInLevel(page, 23, { firstName: 'Lina', fakeClock: true });
  const step = page.getByTestId('etape');

  const rate = async (legend: RegExp, value: number) =>
    step.getByRole('group', { name: legend }).getByText(String(value), { exact: true }).click();
  await rate(/^Ton stress maintenant/, 7);
  await step.getByRole('button', { name: 'Commencer la respiration' }).click();
  await expect(step.getByText('Inspire par le nez')).toBeVisible();
  await saveStep(page);
  await expect(step.getByText(/Respire avec le guide jusqu’au bout/).first()).toBeVisible();

  await page.clock.fastForward(60_000);
  await expect(step.getByText('C’est fini. Reviens doucement.')).toBeVisible();
  await rate(/^Et après l’exercice/, 4);
  await saveStep(page);
  await expectStepPassed(page);
  await expect(step.getByText(/Ton stress est passé de 7 à 4 sur 10/)).toBeVisible();
  await lookAt(page, 'level23-breathing');

  await nextStep(page);
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
  await finishLevel(page, 23);
  await expect.poll(async () => (await readOwnProgression(user)).level).toBe(24);
});
