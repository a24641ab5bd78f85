import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

// The items alternate R, I, A, S, E, C: the item at index i measures the letter at i % 6.
const LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'];

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
