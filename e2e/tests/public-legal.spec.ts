import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtBothWidths } from '../support/screenshots';

const NOTICE = '/legal/mentions-legales';
const CONDITIONS = '/legal/conditions';

const legalNav = (page: Page) => page.getByRole('navigation', { name: 'Pages légales' });

test.describe('mentions légales', () => {
  test('affichent l’éditeur et l’hébergeur venus de la configuration, datés du 13 octobre 2025', async ({
    page,
  }) => {
    await page.goto(NOTICE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
    await expect(page).toHaveTitle('Mentions légales · Déclic');
    await expect(page.getByText('Version en vigueur au 13 octobre 2025')).toBeVisible();
    // Default configuration: obvious placeholders, served by GET /api/site.
    await expect(page.getByText('[Nom de l’éditeur à compléter]')).toBeVisible();
    await expect(page.getByText('[SIRET à compléter]')).toBeVisible();
    const config = await (await page.request.get('/api/site')).json();
    await expect(page.getByText(config.publisher.host, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
  });

  test('arrivent avec l’éditeur écrit dans la page : rien à demander à /api/site', async ({ page }) => {
    // The app still asks /api/site when it draws the page itself (its error and « Réessayer »:
    // features/legal/components/site-config-values.test.tsx); shipped static, the server wrote it in.
    const asked: string[] = [];
    await page.route('**/api/site', (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto(NOTICE);
    await expect(page.getByText('[Nom de l’éditeur à compléter]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('renvoient vers l’accueil et vers les conditions', async ({ page }) => {
    await page.goto(NOTICE);
    await legalNav(page)
      .getByRole('link', { name: /Conditions d’utilisation/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${CONDITIONS}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Conditions d’utilisation');
    await page.goto(NOTICE);
    await legalNav(page).getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('conditions d’utilisation, de vente et confidentialité', () => {
  test('portent chaque fait de la spécification', async ({ page }) => {
    await page.goto(CONDITIONS);
    const main = page.locator('main');
    await expect(page.getByText('Version en vigueur au 13 octobre 2025')).toBeVisible();
    await expect(main).toContainText('l’accès à Déclic est entièrement gratuit');
    await expect(main).toContainText('un parcours premium à 30\u00A0€ payé une seule fois');
    await expect(main).toContainText('un abonnement à 5\u00A0€ par mois');
    await expect(main).toContainText('sans l’accord des parents à partir de 15\u00A0ans');
    await expect(main).toContainText(
      'La souscription d’une offre payante par une personne de moins de 15\u00A0ans exige toujours le consentement',
    );
    await expect(main).toContainText('conservées pendant 3\u00A0ans après la dernière activité');
    await expect(main).toContainText('dans un délai de 30\u00A0jours');
    await expect(main).toContainText('« Mes données »');
    await expect(main).toContainText('cookie de session, strictement nécessaire');
    await expect(main).toContainText('moteur intégré');
    await expect(main).toContainText('Les messages sont modérés');
    await expect(main).toContainText('CNIL');
  });

  test('ont un sommaire dont les liens mènent aux sections', async ({ page }) => {
    await page.goto(CONDITIONS);
    const toc = page.getByRole('navigation', { name: 'Sommaire' });
    for (const part of [
      'Conditions générales d’utilisation (CGU)',
      'Conditions générales de vente (CGV)',
      'Politique de confidentialité',
    ]) {
      await expect(toc.getByRole('link', { name: part })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: part })).toBeAttached();
    }
    await toc.getByRole('link', { name: 'Réclamation auprès de la CNIL' }).click();
    await expect(page).toHaveURL(/#conf-cnil$/);
    await expect(page.getByRole('heading', { name: /Réclamation auprès de la CNIL/ })).toBeInViewport();
  });

  test('un lien vers une section d’une autre page légale y fait défiler', async ({ page }) => {
    await page.goto(NOTICE);
    await page.getByRole('link', { name: 'politique de confidentialité' }).click();
    await expect(page).toHaveURL(/\/legal\/conditions#confidentialite$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Politique de confidentialité' }),
    ).toBeInViewport();
  });

  test('renvoient vers l’accueil et vers les mentions légales', async ({ page }) => {
    await page.goto(CONDITIONS);
    await legalNav(page).getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTICE}$`));
    await page.goto(CONDITIONS);
    await page
      .getByRole('complementary', { name: 'Voir aussi' })
      .getByRole('link', { name: 'Retour à l’accueil' })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const [name, path] of [
  ['mentions-legales', NOTICE],
  ['conditions', CONDITIONS],
] as const) {
  test(`la page ${path} n’a aucune violation axe sérieuse ou critique, photographiée à 360 et 1440 px`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByText('[Nom de l’éditeur à compléter]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, `public-${name}`);
  });
}
