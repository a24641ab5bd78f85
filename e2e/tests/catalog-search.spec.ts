import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

// The e2e server starts with empty catalogues and fills them with the demo catalogue (source
// 'demo'): 48 formations in 8 towns, 64 offers of which 24 are developer jobs in CDI.

async function studentAtLevel(page: Page, level: number): Promise<void> {
  const user = await signUpAndSignIn(page);
  if (level > 1) await setLevel(user.id, level);
}

const footer = (page: Page) => page.getByRole('navigation', { name: 'Pages de résultats' });

test('niveau 9 : cherche « developpeur », filtre en CDI, ouvre la carte, pagine et passe en mode recommandé', async ({
  page,
}) => {
  await studentAtLevel(page, 9);
  await page.goto('/app/emplois');
  await expect(page.getByRole('heading', { level: 1, name: 'Emplois' })).toBeVisible();

  await page.getByLabel('Rechercher').fill('developpeur');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/q=developpeur/);
  await expect(footer(page)).toContainText('20 / 32 résultats');

  await page.getByLabel('Type de contrat').fill('CDI');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/typecontrat=CDI/);
  await expect(footer(page)).toContainText('20 / 24 résultats');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Développeur');
  await expect(rows.nth(1)).toContainText('CDI');

  await page
    .getByRole('button', { name: /^Actions pour / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Voir sur la carte' }).click();
  const map = page.getByRole('dialog', { name: 'Voir sur la carte' });
  await expect(map).toBeVisible();
  await expect(map.getByRole('region', { name: /^Carte autour de / })).toBeVisible();
  await expect(map.getByRole('link', { name: /Ouvrir dans OpenStreetMap/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
  );
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();

  await footer(page).getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(footer(page)).toContainText('4 / 24 résultats');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(footer(page)).toContainText('20 / 24 résultats');
  await expect(footer(page).getByRole('button', { name: 'Précédent' })).toBeDisabled();

  await page
    .getByRole('checkbox', { name: /^Sélectionner / })
    .first()
    .check();
  await page.getByRole('button', { name: 'Ajouter à ma liste (1)' }).click();
  await expect(page.getByText('1 offre ajoutée à ta liste.')).toBeVisible();
  await expect(page.getByText('Ma liste d’offres (1)')).toBeVisible();

  // Scrolled down, the app shell's sticky header covers the filters, which axe reports as
  // obscured targets: check the page as it opens, from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'catalog-emplois');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Recommandé pour moi' }).click();
  await expect(page).toHaveURL(/reco=1/);
  await expect(page.getByRole('button', { name: 'Recommandé pour moi' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Aucune recommandation disponible pour le moment.')).toBeVisible();
});

test('niveau 6 : cherche les formations de la Gironde', async ({ page }) => {
  await studentAtLevel(page, 6);
  await page.goto('/app/formations');
  await page.getByLabel('Département').fill('Gironde');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/departement=Gironde/);
  await expect(footer(page)).toContainText('6 / 6 résultats');
  const cells = page.getByRole('table').getByRole('cell', { name: 'Gironde', exact: true });
  await expect(cells).toHaveCount(6);
  await expect(page.getByText(/Catalogue de démonstration/)).toBeVisible();

  await page.getByRole('button', { name: 'Recommandé pour moi' }).click();
  await expect(
    page.getByText('Aucune formation ne correspond à tes recommandations pour le moment.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Recommandé pour moi' }).click();
  await expect(footer(page)).toContainText('6 / 6 résultats');

  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'catalog-formations');
});

test('niveau 1 : ni les formations ni les emplois ne s’ouvrent', async ({ page }) => {
  await studentAtLevel(page, 1);
  await page.goto('/app/formations');
  await expect(page.getByText('Cette section s’ouvre au niveau 6. Tu es au niveau 1.')).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await page.goto('/app/emplois');
  await expect(page.getByText('Cette section s’ouvre au niveau 9. Tu es au niveau 1.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
