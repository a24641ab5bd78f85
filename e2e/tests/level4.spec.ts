import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { advanceUntil } from '../support/levels';
import { downloadedPdfText } from '../support/pdf';
import { setLevel } from '../support/progression';
import { afterLayout, VIEWPORTS } from '../support/screenshots';
import { type SignedUpUser, signUpAndSignIn } from '../support/session';

const pattern = JSON.parse(
  fs.readFileSync(new URL('./orientation-pattern.json', import.meta.url), 'utf8'),
) as { answers: string[] };

const SHOTS = process.env.LEVEL4_SHOTS_DIR ?? path.join(os.tmpdir(), 'level4-shots');
/** Items alternate between the two poles of an axis: this leans clearly one way, with every option used. */
const QUIZ_ANSWERS = ['Oui', 'Non', 'Un peu', 'Pas trop', 'Oui', 'Je ne sais pas'];

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    true,
  );
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await afterLayout(page);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
}

/** The student's own bearer token, for the set-up calls a real student makes before level 4. */
async function bearer(page: Page, user: SignedUpUser): Promise<Record<string, string>> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

/** Before level 4 a student has an avatar and an orientation analysis: made through the real endpoints. */
async function prepareStudent(api: APIRequestContext, headers: Record<string, string>, user: SignedUpUser) {
  const avatar = await api.post('/api/results/avatar/temp', {
    headers,
    data: { seed: 'niveau4', bg: '#F2F4F7', skin: '#f7c9a9', hair: '#3b2c2a', glasses: true, radius: 30 },
  });
  expect(avatar.status(), await avatar.text()).toBe(200);
  const questions = (await (await api.get('/api/questionnaire/questions')).json()) as { id: number }[];
  const submit = await api.post('/api/questionnaire/submit', {
    headers,
    data: { answers: questions.map((q, i) => ({ question_id: q.id, answer: pattern.answers[i] ?? 'Oui' })) },
  });
  expect(submit.status(), await submit.text()).toBe(200);
  const analysis = await api.post('/api/analysis/generate-analysis', { headers, data: { userId: user.id } });
  expect(analysis.status(), await analysis.text()).toBe(200);
}

test('niveau 4 : intro, 40 questions, résultats, PDF, image story, validation', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await signUpAndSignIn(page);
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Mon image Niveau 4' })).toBeVisible();
  await expect(page.getByText('Terminez le niveau 4')).toBeVisible();
  await setLevel(user.id, 4);
  const headers = await bearer(page, user);
  await prepareStudent(page.request, headers, user);

  // A device without native share (Chromium here may expose one that never answers headless).
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
  await page.goto('/app/niveau/4');
  // Intro: five typed messages; Suivant shows the whole text first, then moves on.
  const quizTitle = page.getByRole('heading', { name: 'Test de personnalité MBTI' });
  const playIntro = () => advanceUntil(page, quizTitle, 40);
  await playIntro();
  await expect(page.getByText(/^1 \/ 40 • 3/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'quiz');

  // The analysis answers fast here: hold its request (real server, untouched answer) until the wait is seen.
  let releaseAnalysis = () => {};
  const analysisHeld = new Promise<void>((resolve) => {
    releaseAnalysis = resolve;
  });
  await page.route('**/api/analysis/generate-analysis-by-type', async (route) => {
    await analysisHeld;
    await route.continue();
  });
  for (let index = 0; index < 40; index += 1) {
    await expect(page.getByText(new RegExp(`^${index + 1} / 40 •`))).toBeVisible();
    await page.getByRole('button', { name: QUIZ_ANSWERS[index % QUIZ_ANSWERS.length], exact: true }).click();
    await page.getByRole('button', { name: index === 39 ? 'Terminer' : 'Suivant' }).click();
    if (index === 19) {
      // A reload halfway keeps the answers given: the quiz resumes at item 21.
      await page.reload();
      await playIntro();
      await expect(page.getByText(/^21 \/ 40 •/)).toBeVisible();
      await page.getByRole('button', { name: 'Précédent' }).click();
      await expect(
        page.getByRole('button', { name: QUIZ_ANSWERS[19 % QUIZ_ANSWERS.length], exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Suivant' }).click();
    }
  }
  // The spec's exact wait message, as the bubble announces it.
  const generating =
    'J’analyse vos réponses, cela peut prendre jusqu’à 1\u00a0minute, ne rechargez pas la page…';
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: generating })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Analyse…' })).toBeDisabled();
  releaseAnalysis();

  await expect(page.getByRole('heading', { name: 'Mes Résultats (MBTI)' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Des métiers à explorer' })).toBeVisible();

  // The story image is drawn and saved on its own: read it back from the server.
  let saved: { url: string } | null = null;
  await expect(async () => {
    const response = await page.request.get('/api/analysis/share-image', { headers });
    expect(response.status()).toBe(200);
    saved = (await response.json()) as { url: string };
  }).toPass({ timeout: 20_000 });
  const image = await page.request.get(saved!.url);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(pngSize(await image.body())).toEqual({ width: 1080, height: 1920 });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'results');

  // Partager: with no native share, the spec's alert says so.
  const alertMessage = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    });
  });
  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  expect(await alertMessage).toBe(
    'Le partage natif n’est pas supporté sur cet appareil. Vous pouvez enregistrer l’image puis la partager manuellement.',
  );

  // PDF: downloaded, and its footer says where it comes from.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('declic-resultats-mbti.pdf');
  const text = await downloadedPdfText(pdf, 'level4');
  expect(text).toContain('Niveau 4 MBTI');
  expect(text).toContain('Mes Résultats (MBTI)');

  // Aperçu: the image, then Enregistrer l'image gives the same 1080×1920 PNG.
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ton image à partager' });
  await expect(dialog.getByRole('img', { name: /Image story/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'preview');
  const imageDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Enregistrer l’image' }).click();
  const pngPath = path.join(os.tmpdir(), `level4-${Date.now()}.png`);
  await (await imageDownload).saveAs(pngPath);
  expect(pngSize(fs.readFileSync(pngPath))).toEqual({ width: 1080, height: 1920 });
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();

  // Continuer → the invitation → Valider et terminer → success overlay, and the level rose.
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: 'Valider et terminer' }).click();
  const success = page.getByRole('dialog', { name: 'Niveau 4 réussi !' });
  await expect(success).toBeVisible();
  await expect(
    success.getByText('Bravo, tu as complété le test MBTI et découvert ton profil.'),
  ).toBeVisible();
  await shoot(page, 'success');
  await expect(async () => {
    const progression = await page.request.get(`/api/progression/${user.id}`, { headers });
    expect(((await progression.json()) as { level: number }).level).toBeGreaterThan(4);
  }).toPass({ timeout: 10_000 });
  await expect(success.getByRole('link', { name: /activités/i })).toHaveAttribute('href', '/app/activites');

  // The results page's personality tab is open and shows the saved analysis.
  const saved4 = await page.request.get('/api/analysis/my-results?type=mbti', { headers });
  const type = ((await saved4.json()) as { results: { personalityType: string } }).results.personalityType;
  await success.getByRole('link', { name: /résultats/i }).click();
  await expect(page).toHaveURL(/\/app\/results$/);
  await page.getByRole('tab', { name: 'Analyse de personnalité' }).click();
  await expect(page.getByText(type, { exact: true }).first()).toBeVisible();
  await shoot(page, 'results-tab');

  // The profile card shows the saved story image and its date.
  await page.goto('/app/profile');
  const card = page.getByRole('heading', { name: 'Mon image Niveau 4' }).locator('..');
  await expect(card.getByRole('img', { name: /Image story/ })).toBeVisible();
  await expect(card.getByText(/^Mise à jour le /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile');
});
