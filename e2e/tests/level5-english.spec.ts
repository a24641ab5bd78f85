import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { readOwnProgression, setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

const HOBBY =
  'I like playing football with my friends every weekend because it keeps me fit and happy, so I never miss a training session.';
const WEEK =
  'I went to school on Monday. My friends and I played football on Wednesday. I liked the science class a lot. I read a good book about space. Next week I will visit my grandmother in Lyon with my family, and we will cook together. It was a really nice and busy week for me.';
const FUTURE =
  'In the future I would like to be a nurse because helping people is important to me and I want a useful job that changes lives every day.';

/** 170 points, C2: the answers a strong student types, keyed by a word of the prompt (scoring keys of spec section 5). */
const ANSWERS: [RegExp, string][] = [
  [/Emma’s job/, 'She is a teacher.'],
  [/walk her dog/, 'In the park near her house.'],
  [/hobby/, HOBBY],
  [/adjectives/, 'independent, playful, cute, fun'],
  [/five sentences/, WEEK],
  [/library/, 'b'],
  [/Every morning/, 'go'],
  [/in the future/, FUTURE],
];

async function answerCurrentPrompt(page: Page, answerBox: ReturnType<Page['getByLabel']>): Promise<void> {
  const bubble = await page.locator('[aria-live="polite"]').allInnerTexts();
  const answer = ANSWERS.find(([prompt]) => bubble.some((text) => prompt.test(text)));
  expect(answer, `réponse prévue pour : ${bubble.join(' | ')}`).toBeDefined();
  await answerBox.fill(answer![1]);
}

test('niveau 5 : le test d’anglais jusqu’au niveau estimé, enregistré et validé', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await signUpAndSignIn(page);
  await setLevel(user.id, 5);
  await page.goto('/app/niveau/5');

  const main = page.getByRole('button', { name: /^(Passer|Suivant|Terminer)$/ });
  const answerBox = page.getByLabel('Ta réponse (en anglais)');
  await expect(page.getByRole('link', { name: 'Quitter' })).toHaveAttribute('href', '/app/activites');
  let sawReplay = false;
  for (let step = 0; step < 40; step += 1) {
    const label = await main.innerText();
    if (label === 'Terminer') break;
    if (label === 'Passer') {
      await main.click();
      await expect(main).not.toHaveText('Passer');
      continue;
    }
    if (await page.getByRole('button', { name: 'Réécouter' }).isVisible()) {
      sawReplay = true;
      await page.getByRole('button', { name: 'Réécouter' }).click();
      await screenshotAtBothWidths(page, 'level5-audio');
    }
    if (await answerBox.isVisible()) {
      if (step < 20 && (await page.getByText(/hobby/).first().isVisible())) {
        // The word counter and its error appear as soon as something is typed.
        await expect(main).toBeDisabled();
        await answerBox.fill('I like football');
        await expect(page.getByText('Écris au moins 20 mots.')).toBeVisible();
        await expect(page.getByText('3 mots sur 20 minimum')).toBeVisible();
        await expect(main).toBeDisabled();
        await screenshotAtBothWidths(page, 'level5-input');
      }
      await answerCurrentPrompt(page, answerBox);
      await expect(page.getByText(/^(Réponse requise\.|Écris au moins 20 mots\.)$/)).toHaveCount(0);
    }
    await main.click();
  }
  expect(sawReplay).toBe(true);
  await expect(main).toHaveText('Terminer');
  await expect(page.getByText(/ton niveau d’anglais est estimé à C2/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/questionnaire/niveau5'));
  await main.click();
  expect((await saved).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Niveau 5 terminé !' });
  await expect(dialog).toContainText('C2');
  await screenshotAtBothWidths(page, 'level5-success');
  await expect.poll(async () => (await readOwnProgression(user)).level).toBe(6);
});
