import { expect, test } from '@playwright/test';

// Each public page ships its content drawn by the server, then React takes it over (hydration).
const PAGES = [
  { path: '/', text: 'Trouve ta voie' },
  { path: '/blog', text: 'Des idées concrètes pour explorer les métiers' },
  { path: '/blog/accompagner-parents', text: 'Cet article s’adresse à vous, parents.' },
  { path: '/login', text: 'Content de te revoir' },
  { path: '/register', text: 'Créer mon compte' },
  { path: '/legal/mentions-legales', text: 'Mentions légales' },
  { path: '/legal/conditions', text: 'Conditions' },
];

test('chaque page publique arrive dessinée et se réveille sans erreur d’hydratation', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The tests block service workers (playwright.config.ts), and Chromium says so.
    if (message.text().includes('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const { path, text } of PAGES) {
    const html = await (await request.get(path)).text();
    // What #root holds, without the articles' JSON that follows it.
    const root = html.split('<div id="root">')[1]?.split(/<script id="declic-blog"|<\/body>/)[0] ?? '';
    expect(root, path).toContain(text);
    expect(root, path).not.toContain('<noscript>');
    await page.goto(path);
    await expect(page.locator('#contenu')).toContainText(text);
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
  }
  // Hydrated, not just painted: the landing's button and the login form answer.
  await page.goto('/');
  await page.getByRole('button', { name: 'Passer' }).click();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeVisible();
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Adresse e-mail').fill('camille@example.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('un mot de passe');
  await expect(submit).toBeEnabled();
  expect(problems).toEqual([]);
});

test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('un article se lit en entier : titre, premier paragraphe, lien vers le blog', async ({ page }) => {
    await page.goto('/blog/accompagner-parents');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('accompagner l’orientation');
    await expect(page.getByText('Cet article s’adresse à vous, parents.')).toBeVisible();
    await expect(page.getByRole('link', { name: /blog/i }).first()).toBeVisible();
  });
});
