import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

// Each public page ships its content drawn by the server; its islands' scripts wake what moves.
const PAGES = [
  { path: '/', text: 'Trouve ta voie' },
  { path: '/blog', text: 'Des idées concrètes pour explorer les métiers' },
  { path: '/blog/accompagner-parents', text: 'Cet article s’adresse à vous, parents.' },
  { path: '/login', text: 'Content de te revoir' },
  { path: '/register', text: 'Créer mon compte' },
  { path: '/entreprise/inscription', text: 'Créer l’espace de votre entreprise' },
  { path: '/enseignant/inscription', text: 'Créer votre espace enseignant' },
  { path: '/legal/mentions-legales', text: 'Mentions légales' },
  { path: '/legal/conditions', text: 'Conditions' },
];

test('chaque page publique arrive dessinée et se réveille sans erreur ni avertissement', async ({
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
  // Awake, not just painted: the landing's button and the login form answer.
  await expectMascotAnswers(page);
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Adresse e-mail').fill('camille@example.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('un mot de passe');
  await expect(submit).toBeEnabled();
  expect(problems).toEqual([]);
});

/**
 * The mascot's island runs: its button goes on to the second line. Reduced motion shows each line
 * whole at once, so the button says « Suivant » as soon as it works, however fast Clic types.
 */
async function expectMascotAnswers(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByTestId('replique-mascotte')).toContainText('Je suis là pour t’aider');
  await page.emulateMedia({ reducedMotion: null });
}

// Issue 44: the public pages are static HTML; only their islands' scripts run. What each loads
// until the network is quiet, in gzip: the landing's mascot, the account forms (their Zod rules
// wait for the first submission), nothing but the entry on the blog and the legal pages.
const SCRIPT_BUDGETS: ReadonlyArray<{ path: string; kilobytes: number }> = [
  { path: '/', kilobytes: 30 },
  { path: '/blog', kilobytes: 30 },
  { path: '/login', kilobytes: 15 },
  { path: '/register', kilobytes: 15 },
  { path: '/entreprise/inscription', kilobytes: 15 },
  { path: '/enseignant/inscription', kilobytes: 15 },
  { path: '/legal/conditions', kilobytes: 5 },
];

test('les pages publiques ne chargent que leurs îlots, dans leur budget gzip : ni React ni appli', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const { path, kilobytes } of SCRIPT_BUDGETS) {
    const scripts: string[] = [];
    const listen = (request: import('@playwright/test').Request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', listen);
    await page.goto(path);
    // Everything the page loads until the network is quiet, islands included: more than « before idle ».
    await page.waitForLoadState('networkidle');
    page.off('request', listen);
    let gzipBytes = 0;
    for (const url of scripts)
      gzipBytes += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
    test.info().annotations.push({ type: 'gzip', description: `${path} : ${gzipBytes} octets` });
    expect(
      scripts.filter((url) => /\/assets\/index-/.test(url)),
      path,
    ).toEqual([]);
    expect(gzipBytes, `${path} : ${scripts.join(', ')}`).toBeLessThanOrEqual(kilobytes * 1024);
  }
  await expectMascotAnswers(page);
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

  test('les mentions légales se lisent en entier, éditeur et hébergeur compris', async ({ page }) => {
    await page.goto('/legal/mentions-legales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
    await expect(page.getByText('[Nom de l’éditeur à compléter]')).toBeVisible();
    await expect(page.getByText('[SIRET à compléter]')).toBeVisible();
  });
});
