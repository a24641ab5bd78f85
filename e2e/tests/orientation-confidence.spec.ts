import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

// The items alternate R, I, A, S, E, C: the item at index i measures the letter at i % 6.
const LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'];

/** One answer per orientation question, chosen by the letter the question measures. */
async function answersByLetter(page: Page, byLetter: Record<string, string>) {
  const questions = (await (await page.request.get('/api/questionnaire/questions')).json()) as {
    id: number;
  }[];
  return questions.map((question, index) => ({
    question_id: question.id,
    answer: byLetter[LETTERS[index % 6]!] ?? 'Non',
  }));
}

test('élève hésitant : Réaliste passe devant, et Social est dit « à confirmer »', async ({ page }) => {
  const questions = (await (await page.request.get('/api/questionnaire/questions')).json()) as {
    id: number;
  }[];
  let firstSocial = true;
  const questionnaireResponses = questions.map((question, index) => {
    const letter = LETTERS[index % 6];
    let answer = 'Pas trop';
    if (letter === 'R') answer = 'Un peu';
    if (letter === 'S') {
      answer = firstSocial ? 'Oui' : 'Je ne sais pas';
      firstSocial = false;
    }
    return { question_id: question.id, answer };
  });
  await signUpAndSignIn(page, { questionnaireResponses });
  await page.goto('/app/results');

  await expect(page.getByRole('heading', { name: /^Ton profil RS/ })).toBeVisible();
  await expect(page.getByText('Un profil à confirmer')).toBeVisible();
  await expect(
    page.getByText(
      'Ton côté Social ressort, mais tu as souvent répondu «\u202fJe ne sais pas\u202f»\u202f: ce résultat est à confirmer.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'results-confidence');
});

test('profil à égalité : les questions de plus départagent Artistique et Entreprenant', async ({ page }) => {
  const questionnaireResponses = await answersByLetter(page, { S: 'Oui', A: 'Un peu', E: 'Un peu' });
  await signUpAndSignIn(page, { questionnaireResponses });
  await page.goto('/app/results');
  await expect(page.getByRole('heading', { name: /^Ton profil SAE/ })).toBeVisible();
  await expect(page.getByText(/ne départagent pas Artistique et Entreprenant/)).toBeVisible();

  await page.getByRole('button', { name: 'Préciser mon profil en 8\u00A0questions' }).click();
  const panel = page.getByRole('region', { name: 'Quelques questions de plus' });
  await expect(panel.getByRole('listitem')).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'results-follow-up');
  // The follow-up items are ids 101 to 124, their letters in RIASEC order: E gets Oui, A Pas trop.
  for (const item of await panel.getByRole('listitem').all()) {
    const id = Number((await item.locator('p').first().getAttribute('id'))?.replace('approfondir-', ''));
    const letter = LETTERS[(id - 101) % 6];
    await item.getByRole('button', { name: letter === 'E' ? 'Oui' : 'Pas trop', exact: true }).click();
  }
  await panel.getByRole('button', { name: 'Mettre à jour mon profil' }).click();
  await expect(page.getByRole('heading', { name: /^Ton profil SEA/ })).toBeVisible();
  await expect(page.getByText('Un profil à confirmer')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Préciser mon profil/ })).toBeHidden();
});
