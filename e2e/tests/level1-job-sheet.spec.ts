import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { advanceUntil } from '../support/levels';
import { readOwnDataExport, readOwnProgression } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

/** The orientation answers of the e2e journey: the demo catalogue gives three recommended jobs. */
const pattern = JSON.parse(
  fs.readFileSync(new URL('./orientation-pattern.json', import.meta.url), 'utf8'),
) as { answers: string[]; expectedTopJobs: string[] };

async function questionnaireResponses(page: Page) {
  const questions = (await (await page.request.get('/api/questionnaire/questions')).json()) as {
    id: number;
  }[];
  return questions.map((question, index) => ({ question_id: question.id, answer: pattern.answers[index]! }));
}

/** Answers whatever the conversation asks: Suivant, the first option (Oui when offered), or a short text. */
async function playConversationUntil(page: Page, stop: () => Promise<boolean>): Promise<void> {
  const answerBox = page.getByLabel('Ta réponse');
  // What the avatar shows on screen: it changes when the student's action has been taken into account.
  const bubble = page.locator('p[aria-hidden="true"]').first();
  for (let turn = 0; turn < 60 && !(await stop()); turn += 1) {
    const before = (await bubble.textContent().catch(() => null)) ?? '';
    const oui = page.getByRole('button', { name: 'Oui', exact: true });
    const choice = page.getByRole('group', { name: 'Réponses possibles' }).getByRole('button').first();
    if (await answerBox.isVisible()) {
      await answerBox.fill('Une réponse de test, écrite par l’élève.');
      await page.getByRole('button', { name: 'Envoyer' }).click();
    } else if (await oui.isVisible()) {
      await oui.click();
    } else if (await page.getByRole('button', { name: 'Suivant' }).isVisible()) {
      await page.getByRole('button', { name: 'Suivant' }).click();
    } else if (await choice.isVisible()) {
      await choice.click();
    }
    await expect(bubble)
      .not.toHaveText(before, { timeout: 2_000 })
      .catch(() => {});
  }
}

test('niveau 1 : fiche métier, questions, deuxième fiche, conversation et réussite', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await signUpAndSignIn(page, { questionnaireResponses: await questionnaireResponses(page) });
  await page.goto('/app/niveau/1');

  await advanceUntil(page, page.getByRole('button', { name: 'Commençons' }));
  await advanceUntil(page, page.getByRole('button', { name: 'Mitigé' }));
  const recommendations = page.getByRole('region', { name: 'Tes métiers recommandés' });
  await expect(recommendations.getByRole('heading', { level: 3 })).toHaveText(pattern.expectedTopJobs);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'level1-ask-fit');

  // Mitigé: the dream job in free text; Valider stays disabled while the field is blank.
  await page.getByRole('button', { name: 'Mitigé' }).click();
  const validate = page.getByRole('button', { name: 'Valider' });
  await expect(validate).toBeDisabled();
  await page.getByLabel('Le métier qui te fait rêver').fill('   ');
  await expect(validate).toBeDisabled();
  await page.getByLabel('Le métier qui te fait rêver').fill(pattern.expectedTopJobs[0]!);
  await validate.click();

  const sheet = page.getByRole('article');
  await expect(sheet.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(sheet.getByRole('heading', { name: 'Salaires' })).toBeVisible();
  // The e2e server has only the demo catalogue: figures and schools may be missing, and say so.
  await expect(sheet.getByText(/^(Sources|Non renseigné)/).first()).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Où se former' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'level1-fiche');
  const firstTitle = await sheet.getByRole('heading', { level: 2 }).innerText();

  await page.getByRole('button', { name: 'Discuter de la fiche' }).click();
  await page.getByRole('button', { name: 'À peu près' }).click();
  await page.getByLabel('Ta réponse').fill('1 800 € net');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await page.getByRole('button', { name: 'Un peu' }).click();

  // The conversation: 'Oui' to "explore another job sheet?" shows a second sheet with Continuer.
  const continueButton = page.getByRole('button', { name: 'Continuer' });
  await playConversationUntil(page, () => continueButton.isVisible());
  await expect(sheet.getByRole('heading', { level: 2 })).not.toHaveText(firstTitle, { timeout: 30_000 });
  await screenshotAtBothWidths(page, 'level1-second-fiche');
  await continueButton.click();

  const dialog = page.getByRole('dialog', { name: 'Niveau 1 réussi !' });
  await playConversationUntil(page, () => dialog.isVisible());
  await expect(dialog).toBeVisible();
  await screenshotAtBothWidths(page, 'level1-success');
  await expect.poll(async () => (await readOwnProgression(user)).level).toBe(2);
  // The answers are kept with the profile: the salary one, the conversation's, and the dream job.
  const stored = await readOwnDataExport(user);
  expect(stored).toContain('1 800 € net');
  expect(stored).toContain('Une réponse de test, écrite par l’élève.');
  expect(stored).toContain(`"home_preference":"${pattern.expectedTopJobs[0]}"`);
  await dialog.getByRole('link', { name: 'Retour aux activités' }).click();
  await expect(page).toHaveURL(/\/app\/activites$/);
});
