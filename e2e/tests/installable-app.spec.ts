import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

const pattern = JSON.parse(
  fs.readFileSync(new URL('./orientation-pattern.json', import.meta.url), 'utf8'),
) as { answers: string[]; expectedHollandCode: string };

test.use({ serviceWorkers: 'allow' });

/** The page is served through the service worker (it claims the pages it finds). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
}

test('installable : manifeste en français, icônes, service worker qui prend les pages de l’appli', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Déclic — trouve ta voie',
    short_name: 'Déclic',
    lang: 'fr',
    display: 'standalone',
    start_url: '/app',
    theme_color: '#4c32c9',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  // The landing page does not install the worker (it weighs on its first seconds); the app does.
  await expect(page.locator('script[src="/registerSW.js"]')).toHaveCount(0);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  await page.goto('/questionnaire');
  await controlledByServiceWorker(page);
});

test('hors ligne : l’espace le dit, le questionnaire continue, les réponses partent au retour de la connexion', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, { firstName: 'Inès' });
  await page.goto('/app/questionnaire');
  await controlledByServiceWorker(page);
  // Once more under the worker: the page and its files go to its caches.
  await page.reload();
  await expect(page.getByText('Question 1 sur 36')).toBeVisible();
  await page.goto('/questionnaire');
  await expect(page.getByText('Question 1 sur 36')).toBeVisible();

  // Offline, the signed-in space cannot renew its session: it says so, it does not sign out.
  await context.setOffline(true);
  await page.goto('/app/questionnaire');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu es hors ligne' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'offline-space');
  await page.getByRole('link', { name: 'questionnaire d’orientation' }).click();

  await expect(page.getByText('Question 1 sur 36')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Tu es hors ligne' })).toBeVisible();
  for (let i = 0; i < pattern.answers.length; i += 1) {
    await expect(page.getByText(`Question ${i + 1} sur 36`)).toBeVisible();
    await page.getByRole('button', { name: pattern.answers[i], exact: true }).click();
  }
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'elles partiront dès que la connexion revient' }),
  ).toBeVisible();
  await screenshotAtBothWidths(page, 'offline-questionnaire-waiting');
  await expect(page).toHaveURL(/\/questionnaire$/);

  // Back online: the session is renewed, the answers are sent, the results are computed.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/app\/results$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Ton profil ${pattern.expectedHollandCode}`) }),
  ).toBeVisible({ timeout: 40_000 });
});
