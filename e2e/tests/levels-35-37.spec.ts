import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectStepPassed, finishLevel, nextStep, openPlayerLevel, saveStep } from '../support/level-player';
import { openDataDir } from '../support/open-data';
import { type OwnServer, startOwnServer } from '../support/own-server';
import { screenshotAtBothWidths } from '../support/screenshots';
import { type SignedUpUser, signUpAndSignIn } from '../support/session';

// Levels 35 to 37 estimate the grant and the housing aid with the real OpenFisca-France scales
// and place the study city in the INSEE geography: a server of its own, with both imported by
// our importers (the shared e2e server has neither).
const dataDir = openDataDir();
let server: OwnServer;
let page: Page;
let student: SignedUpUser;

test.describe.configure({ mode: 'serial' });

async function openStudentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
  });
  const opened = await context.newPage();
  await opened.emulateMedia({ reducedMotion: 'reduce' });
  return opened;
}

test.beforeAll(async ({ browser }) => {
  test.skip(!dataDir, 'Données ouvertes absentes (DECLIC_DATA_DIR).');
  test.setTimeout(300_000);
  server = await startOwnServer({
    portOffset: 11,
    imports: { from: dataDir!, importers: ['geo', 'openfisca'] },
  });
  page = await openStudentPage(browser);
  student = await signUpAndSignIn(page, { firstName: 'Inès', linkToken: server.linkToken });
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

/** The student's level as the server holds it. */
async function serverLevel(): Promise<number> {
  const login = await page.request.post(`${server.baseURL}/api/auth/login`, {
    data: { email: student.email, password: student.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const progression = await page.request.get(`${server.baseURL}/api/progression/${student.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await progression.json()) as { level: number }).level;
}

/** axe, then the screen at 360 and 1440 px, then back to the phone the journey plays on. */
async function lookAt(name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
}

const field = (name: string | RegExp) => page.getByTestId('etape').getByRole('textbox', { name });

test('niveau 35 : le budget du mois, son solde et un ajustement', async () => {
  await server.setLevel(student.id, 35);
  await openPlayerLevel(page, 35);
  await nextStep(page);
  const lines: [string, string][] = [
    ['Logement, aide déduite', '320'],
    ['Courses et repas', '230'],
    ['Transports', '30'],
    ['Téléphone et internet', '15'],
    ['Matériel d’études', '20'],
    ['Loisirs et sorties', '60'],
    ['Bourse par mois, en euros', '250'],
    ['Aide de ta famille, en euros', '150'],
    ['Heures de job par semaine', '4'],
  ];
  for (const [label, value] of lines) await field(label).fill(value);
  const first = await (await saveStep(page, 'Calculer mon solde')).json();
  expect(first).toMatchObject({ passed: false, result: { kind: 'budget' } });
  expect(first.result.balance).toBeLessThan(0);
  await expect(page.getByText(/^Il te manque/)).toBeVisible();
  await expect(page.getByText(/^Une piste/)).toBeVisible();
  await field(/^Ton ajustement/).fill('Je prends une heure de plus le samedi au magasin de sport.');
  await saveStep(page, 'Calculer mon solde');
  await expectStepPassed(page);
  await lookAt('level35-budget');
  await finishLevel(page, 35);
  await expect.poll(serverLevel).toBe(36);
});

test('niveau 36 : l’échelon estimé par le serveur, puis les autres aides', async () => {
  await openPlayerLevel(page, 36);
  await nextStep(page);
  await field('Revenu brut global de tes parents, en euros par an').fill('22000');
  await field('Frères et sœurs à la charge de tes parents').fill('1');
  await field(/^Parmi eux, combien font des études supérieures/).fill('0');
  await field('Distance entre chez tes parents et ton lieu d’études, en km').fill('150');
  const saved = await (await saveStep(page, 'Estimer ma bourse')).json();
  expect(saved).toMatchObject({ passed: true, result: { kind: 'grant' } });
  await expectStepPassed(page);
  await expect(page.getByText(/^C’est une estimation, pas une décision/)).toBeVisible();
  await expect(page.getByText(/^Barème de l’année universitaire \d{4}-\d{4}/)).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Simulateur de bourse des Crous (nouvel onglet)' }),
  ).toHaveAttribute('href', 'https://simulateur.lescrous.fr/');
  await lookAt('level36-bourse');
  await nextStep(page);
  await page.getByRole('checkbox', { name: 'Aide au logement (APL ou ALS)' }).check();
  await page.getByRole('checkbox', { name: 'Garantie Visale' }).check();
  await saveStep(page, 'Garder ces aides');
  await expectStepPassed(page);
  await lookAt('level36-aides');
  await finishLevel(page, 36);
  await expect.poll(serverLevel).toBe(37);
});

test('niveau 37 : trois façons de se loger à Lyon, l’aide de chacune, le choix', async () => {
  await openPlayerLevel(page, 37);
  await nextStep(page);
  await field('Ta ville d’études').fill('Lyon');
  await page.getByRole('radio', { name: 'Lyon (69)' }).check();
  await field('Ton âge à la rentrée').fill('18');
  await page.getByRole('radio', { name: 'Oui, je serai boursier' }).check();
  const rent = (kind: string) =>
    page.getByRole('group', { name: kind }).getByRole('textbox', { name: 'Loyer par mois, en euros' });
  const deposit = (kind: string) =>
    page.getByRole('group', { name: kind }).getByRole('textbox', { name: 'Dépôt de garantie, en euros' });
  await rent('Résidence Crous').fill('280');
  await deposit('Résidence Crous').fill('280');
  await rent('Studio').fill('540');
  await deposit('Studio').fill('540');
  await page.getByRole('checkbox', { name: /rester chez ma famille/ }).check();
  const computed = await (await saveStep(page, 'Calculer l’aide au logement')).json();
  expect(computed.result.rows.map((row: { type: string }) => row.type)).toEqual([
    'crous',
    'studio',
    'famille',
  ]);
  await expect(page.getByRole('heading', { name: 'Ta comparaison à Lyon' })).toBeVisible();
  await page.getByRole('radio', { name: 'Résidence Crous' }).check();
  await page
    .getByRole('textbox', { name: /^Pourquoi ce choix/ })
    .fill('Le loyer le plus bas une fois l’aide déduite, et la fac à dix minutes à pied.');
  await saveStep(page, 'Enregistrer mon choix');
  await expectStepPassed(page);
  await lookAt('level37-logement');
  await finishLevel(page, 37);
  await expect.poll(serverLevel).toBe(38);
});

test('niveau 35 rejoué : le budget reprend la bourse et le loyer calculés aux niveaux 36 et 37', async () => {
  // A level already played reopens at its last step, without the intro.
  await page.goto('/app/niveau/35');
  await expect(page.getByText(/^Repris de tes niveaux/)).toContainText('Résidence Crous à Lyon');
  await expect(page.getByText(/^Repris de tes niveaux/)).toContainText('bourse estimée à');
});
