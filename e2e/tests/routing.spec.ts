import { expect, test } from '@playwright/test';

test('un chemin de page inconnu renvoie à l’accueil', async ({ page }) => {
  await page.goto('/cette-page-nexiste-pas');
  await expect(page).toHaveURL(/\/$/);
});

test('un chemin d’API inconnu répond 404 en JSON', async ({ request }) => {
  const response = await request.get('/api/inconnu');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'introuvable' });
});

test('l’espace /app renvoie vers la connexion sans session', async ({ page }) => {
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/login$/);
});
