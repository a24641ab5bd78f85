import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

test.use({ viewport: { width: 1440, height: 900 } });

test('la carte montre les 50 niveaux par bandes de 5 avec leur état', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/app/activites');
  const map = page.getByRole('main');
  await expect(map.getByRole('heading', { level: 2 })).toHaveCount(10);
  await expect(map.getByRole('heading', { name: /Niveaux 46 à 50/ })).toBeVisible();
  await expect(map.getByRole('listitem')).toHaveCount(50);
  const card = (level: number) => map.getByRole('listitem').nth(level - 1);
  await expect(card(1)).toContainText('Fiche métier');
  await expect(card(1)).toContainText('En cours');
  await expect(card(2)).toContainText('Disponible');
  await expect(card(3)).toContainText('Pitch de 60s');
  await expect(card(3)).toContainText('Verrouillé');
  await expect(card(11)).toContainText('Payant');
  await expect(card(1).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  await card(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/niveau\/1$/);
  // Level 1 has its screen: the mission's title and the avatar's first words.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiche métier');
  await expect(page.getByText(/Bienvenue au niveau 1/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('un niveau inaccessible, payant ou inexistant le dit clairement, avec un lien retour', async ({
  page,
}) => {
  const user = await signUpAndSignIn(page);
  await setLevel(user.id, 4);

  await page.goto('/app/niveau/7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niveau 7 · Salaires décodés');
  await expect(page.getByText('Ce niveau n’est pas encore accessible')).toBeVisible();

  await page.goto('/app/niveau/11');
  await expect(page.getByText('offre payante')).toBeVisible();

  await page.goto('/app/niveau/51');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niveau introuvable');
  await page.getByRole('link', { name: 'Retour aux activités' }).click();
  await expect(page).toHaveURL(/\/app\/activites$/);
  const map = page.getByRole('main');
  await expect(map.getByRole('listitem').nth(2)).toContainText('Terminé');
  await expect(map.getByRole('listitem').nth(3)).toContainText('En cours');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'shell-activites-niveau-4');
});

test('sans session, un écran de niveau renvoie vers la connexion', async ({ page }) => {
  await page.goto('/app/niveau/3');
  await expect(page).toHaveURL(/\/login$/);
});
