import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openDataDir } from '../support/open-data';
import { answerOrientation } from '../support/orientation';
import { type OwnServer, startOwnServer } from '../support/own-server';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

// A server of its own with the real ROME 4.0 and ONISEP imported: the demo catalogue has no
// official fiches to link to.
const dataDir = openDataDir();
let server: OwnServer;

test.beforeAll(async () => {
  test.skip(!dataDir, 'Données ouvertes absentes (DECLIC_DATA_DIR).');
  test.setTimeout(180_000);
  server = await startOwnServer({
    portOffset: 9,
    imports: { from: dataDir!, importers: ['rome', 'onisep'] },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('résultats sur les vraies fiches : liens officiels dans un nouvel onglet, une idée « ouverture »', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const student = await signUpAndSignIn(page, { linkToken: server.linkToken });
  await answerOrientation(page, student);

  await page.goto('/app/results');
  const jobs = page.getByRole('heading', { level: 3 });
  await expect(jobs).toHaveCount(6);
  // Every job links to its France Travail ROME sheet, in a new tab that says so.
  const franceTravail = page.getByRole('link', { name: 'Fiche France Travail (nouvel onglet)' });
  await expect(franceTravail).toHaveCount(6);
  await expect(franceTravail.first()).toHaveAttribute(
    'href',
    /^https:\/\/candidat\.francetravail\.fr\/marche-du-travail\/fichemetierrome\?codeRome=[A-N]\d{4}$/,
  );
  await expect(franceTravail.first()).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Fiche ONISEP (nouvel onglet)' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.onisep\.fr\/http\/redirection\/metier\/slug\/MET\.\d+$/,
  );
  await expect(page.getByText('Idée d’ouverture', { exact: true })).toHaveCount(1);
  const studyLink = page.getByRole('link', { name: 'Fiche formation ONISEP (nouvel onglet)' }).first();
  await expect(studyLink).toHaveAttribute(
    'href',
    /^https:\/\/www\.onisep\.fr\/http\/redirection\/formation\/slug\/FOR\.\d+$/,
  );
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'resultats-liens-officiels');
  await context.close();
});
