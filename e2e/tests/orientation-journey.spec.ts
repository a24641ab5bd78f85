import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { mailedLinkToken, signUpAndSignIn } from '../support/session';

/** Fixed answers, and the three jobs the engine's unit test predicts for them (demo catalogue). */
const pattern = JSON.parse(
  fs.readFileSync(new URL('./orientation-pattern.json', import.meta.url), 'utf8'),
) as {
  answers: string[];
  expectedHollandCode: string;
  expectedTopJobs: string[];
};

const GO_BACK_AT = 10;
const RELOAD_AT = 21;

async function answer(page: Page, index: number): Promise<void> {
  await expect(page.getByText(`Question ${index + 1} sur 36`)).toBeVisible();
  await page.getByRole('button', { name: pattern.answers[index], exact: true }).click();
}

test('visiteur : avatar, questionnaire, inscription, confirmation, résultats', async ({ page }) => {
  test.setTimeout(120_000);

  // Landing: the mascot's lines (Passer / Suivant), then 'Commencer maintenant' → /avatar.
  await page.goto('/');
  const mascot = page.getByRole('region', { name: /Clic, la mascotte/ });
  // The typing runs on its own clock: whichever button is showing is clicked until the last one leads on.
  const mascotButton = mascot.getByRole('button', { name: /^(Passer|Suivant|Commencer maintenant)$/ });
  for (let step = 0; step < 10 && !page.url().endsWith('/avatar'); step += 1) {
    await mascotButton.click({ timeout: 3_000 }).catch(() => {});
  }
  await expect(page).toHaveURL(/\/avatar$/);

  // Avatar: defaults, 'Au hasard', then 'Enregistrer' → /questionnaire.
  await expect(page.getByRole('heading', { level: 1, name: 'Crée ton avatar' })).toBeVisible();
  await expect(page.getByLabel('Arrondi des coins')).toHaveValue('30');
  await expect(page.getByRole('radio', { name: 'gris perle' }).first()).toBeChecked();
  const seed = page.getByLabel('Mot magique');
  await expect(seed).toHaveValue('Déclic');
  await page.getByRole('button', { name: 'Au hasard' }).click();
  await expect(seed).not.toHaveValue('Déclic');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'orientation-avatar');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('declic.avatar') ?? 'null'),
  );
  expect(stored.url).toMatch(/^\/api\/avatars\/adventurer\.svg\?seed=/);
  expect((await page.request.get(stored.url)).headers()['content-type']).toContain('image/svg+xml');

  // Questionnaire: the fixed pattern, one step back, one reload mid-way.
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire d’orientation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'orientation-questionnaire');
  for (let i = 0; i < pattern.answers.length; i += 1) {
    if (i === GO_BACK_AT) {
      await page.getByRole('button', { name: 'Précédent' }).click();
      await expect(page.getByText(`Question ${i} sur 36`)).toBeVisible();
      await expect(page.getByRole('button', { name: pattern.answers[i - 1], exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await answer(page, i - 1);
    }
    if (i === RELOAD_AT) {
      await page.reload();
      await expect(page.getByText(`Question ${i + 1} sur 36`)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(i));
    }
    if (i === pattern.answers.length - 1) {
      await expect(page.getByRole('button', { name: 'Terminer' })).toBeDisabled();
    }
    await answer(page, i);
  }
  await expect(page.getByText('Question 36 sur 36')).toBeVisible();
  await page.getByRole('button', { name: 'Terminer' }).click();

  // No session: register with the answers, then confirm by e-mail.
  await expect(page).toHaveURL(/\/register\?after=results$/);
  const email = `orientation.${Date.now()}.${randomBytes(3).toString('hex')}@example.fr`;
  await page.getByLabel('Prénom').fill('Lina');
  await page.getByLabel('Nom', { exact: true }).fill('Morel');
  await page.getByLabel('Âge').fill('16');
  await page.getByLabel('Genre').selectOption('Femme');
  await page.getByLabel('Département').selectOption({ index: 1 });
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-orientation');
  await page.getByLabel('Confirmation du mot de passe').fill('motdepasse-orientation');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Email de confirmation envoyé')).toBeVisible();
  const token = await mailedLinkToken(email);
  await page.goto(`/email-confirmation#access_token=${encodeURIComponent(token)}&type=signup`);
  await expect(page).toHaveURL(/\/app$/);

  // Results: the engine's top three for this pattern, each with its explanation.
  await page.goto('/app/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Résultats' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `Ton profil ${pattern.expectedHollandCode}` }),
  ).toBeVisible({
    timeout: 40_000,
  });
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(6);
  expect((await titles.allTextContents()).slice(0, 3)).toEqual(pattern.expectedTopJobs);
  const why = page.getByRole('button', { name: /Pourquoi ce métier/ }).first();
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText(/France Travail classe ce métier Social \(S\), puis Artistique \(A\)/).first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Ton profil RIASEC, code SAE/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'orientation-results');

  await page.getByRole('tab', { name: 'Analyse de personnalité' }).click();
  await expect(page.getByText('Sera disponible au niveau 4')).toBeVisible();
  await expect(page.getByText('Tu es au niveau 1.')).toBeVisible();

  // The cached answers went with the registration; the avatar too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(pattern.expectedTopJobs[0]!);
});

test('questions introuvables : message de la spécification', async ({ page }) => {
  await page.route('**/api/questionnaire/questions', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/questionnaire');
  await expect(page.getByRole('alert')).toHaveText('Impossible de charger les questions', {
    timeout: 15_000,
  });
});

test('résultats sans session : retour à la connexion', async ({ page }) => {
  await page.goto('/app/results');
  await expect(page).toHaveURL(/\/login$/);
});

test('élève connecté : /app/questionnaire, puis les replis de génération des résultats', async ({ page }) => {
  test.setTimeout(90_000);
  const student = await signUpAndSignIn(page, { firstName: 'Noé' });
  await page.goto('/app/questionnaire');
  for (let i = 0; i < pattern.answers.length; i += 1) await answer(page, i);
  // The first generation route fails: the page falls back to /results/generate, then /results/latest.
  await page.route('**/api/analysis/generate-analysis', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"code":"panne","message":"Panne"}',
    }),
  );
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/\/app\/results$/);
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(pattern.expectedTopJobs[0]!, {
    timeout: 40_000,
  });
  const stored = await page.evaluate(() => window.localStorage.getItem('declic.questionnaire'));
  expect(stored).toBeNull();

  // Each job card opens the catalogues matched to that job (here at level 9, both are open).
  await setLevel(student.id, 9);
  const firstJob = pattern.expectedTopJobs[0]!;
  await page
    .getByRole('navigation', { name: `Formations et offres pour ${firstJob}` })
    .getByRole('link', { name: 'Les offres d’emploi' })
    .click();
  await expect(page).toHaveURL(/\/app\/emplois\?metier=[A-Z0-9]+&intitule=/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Les offres les plus proches du métier' }),
  ).toContainText(firstJob);
  await page.getByRole('button', { name: 'Voir toutes les offres' }).click();
  await expect(page).not.toHaveURL(/metier=/);
});
