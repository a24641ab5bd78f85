import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openDataDir } from '../support/open-data';
import { type OwnServer, startOwnServer } from '../support/own-server';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

// A server of its own with the real Parcoursup formations and InserJeunes imported: the demo
// catalogue's schools are invented, so none is a CFA with published figures.
const dataDir = openDataDir();
let server: OwnServer;

test.beforeAll(async () => {
  test.skip(!dataDir, 'Données ouvertes absentes (DECLIC_DATA_DIR).');
  test.setTimeout(600_000);
  server = await startOwnServer({
    portOffset: 10,
    imports: { from: dataDir!, importers: ['formations', 'inserjeunes'] },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('catalogue des formations à 360 px : ce que deviennent les apprentis d’un CFA, rien ailleurs', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  const student = await signUpAndSignIn(page, { linkToken: server.linkToken });
  await server.setLevel(student.id, 6);

  await page.goto('/app/formations?q=Granville');
  const cards = page.getByRole('list', { name: /résultats/ }).getByRole('listitem');
  // The MFR of Granville is a CFA (UAI 0501735P): its 2023-2024 figures, folded under one line.
  const mfr = cards.filter({ hasText: 'MFREO de Granville' }).first();
  const summary = mfr.locator('summary');
  await expect(summary).toHaveText(/^Ses apprentis\s:\s76\s% en emploi après 6\smois$/);
  await summary.click();
  const details = mfr.locator('details');
  await expect(details.getByRole('listitem')).toHaveText([
    /^En emploi\s:\s76\s% après 6\smois, 82\s% après 12\smois$/,
    /^Attendu après 6\smois\s:\s68\s% \(valeur ajoutée\s:\s\+8\spoints\)$/,
    /^Poursuivent leurs études\s:\s41\s%$/,
  ]);
  await expect(details).toContainText(/Source\s:\sInserJeunes, DEPP–DARES, millésimes 2023 et 2024/);
  // A school of the same town that is no CFA with figures says nothing about apprentices.
  const others = cards.filter({ hasNotText: 'MFREO de Granville' });
  await expect(others.first()).toBeVisible();
  await expect(others.locator('summary')).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'catalogue-devenir-apprentis');
  await context.close();
});
