import { expect, type Page, test } from '@playwright/test';
import { setLevel } from '../support/progression';
import { signUpAndSignIn } from '../support/session';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Warnings and errors of the console (a hydration warning among them), uncaught errors, and what
 * the content security policy refused (even when the script caught it, as Zod's probe for `eval`).
 */
async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  page.on('console', (message) => {
    // The tests block service workers (playwright.config.ts), and Chromium says so.
    if (message.text().includes('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The addresses the page asks for from now on. */
function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

test('un élève connecté reçoit /app déjà dessiné, avec son niveau, et l’appli reprend la page sans la redessiner autrement', async ({
  page,
}) => {
  const user = await signUpAndSignIn(page);
  await setLevel(user.id, 7);

  // The raw answer, with the browser's cookie (read by the server, not traded).
  const raw = await (await page.request.get('/app/niveau/6')).text();
  const root = raw.split('<div id="root" data-drawn="app">')[1] ?? '';
  expect(root).toMatch(/Niveau (<!-- -->)?7</);
  expect(root).toMatch(/\d+(<!-- -->)?\u00A0XP/);
  expect(root).toContain('Navigation de l’espace élève');
  const preloads = [
    ...raw.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)"/g),
  ].map((m) => m[1]);
  expect(preloads.some((url) => /\/assets\/level-[\w-]+\.js$/.test(url ?? ''))).toBe(true);
  expect(preloads.some((url) => /\/assets\/shell-[\w-]+\.js$/.test(url ?? ''))).toBe(true);
  expect(raw).toContain(`"userId":"${user.id}"`);

  const problems = await watchConsole(page);
  const requests = watchRequests(page);
  await page.goto('/app/niveau/6');
  // The drawing is there at once, before the app takes over.
  await expect(page.locator('#root[data-drawn="app"]')).toBeAttached();
  await expect(page.locator('h1#titre-niveau')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/app\/niveau\/6$/);
  const sidebar = page.getByRole('complementary', { name: 'Menu de l’espace élève' });
  await expect(sidebar).toContainText('Niveau 7');

  // Signed in: none of the sign-in page's code; the progression came with the page.
  expect(requests.filter((path) => /login/i.test(path))).toEqual([]);
  expect(requests.filter((path) => path.startsWith('/api/progression'))).toEqual([]);
  expect(requests.filter((path) => path === '/api/auth/refresh')).toHaveLength(1);

  // The page works: the sidebar leads to the catalogue.
  await sidebar.getByRole('link', { name: 'Formations' }).click();
  await expect(page).toHaveURL(/\/app\/formations$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Reloaded, the session still holds (the page never consumed the rotating cookie).
  await page.reload();
  await expect(page).toHaveURL(/\/app\/formations$/);
  await expect(sidebar).toContainText('Niveau 7');
  expect(problems).toEqual([]);
});

test('avec un cookie de session périmé, /app envoie vers la connexion comme sans session', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'declic_refresh', value: 'perime', url: test.info().project.use.baseURL! },
  ]);
  const raw = await (await page.request.get('/app')).text();
  expect(raw).toContain('<div id="root"></div>');
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
});
