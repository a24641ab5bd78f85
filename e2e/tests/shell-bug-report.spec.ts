import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { readBugReports } from '../support/progression';
import { signUpAndSignIn } from '../support/session';

test.use({ viewport: { width: 1440, height: 900 } });

async function openBugModal(page: Page) {
  await page.getByRole('complementary').getByRole('button', { name: 'Signaler un bug' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler un bug' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('le signalement part, affiche Envoyé, se ferme seul et se relit côté serveur', async ({ page }) => {
  const user = await signUpAndSignIn(page);
  const pageUrl = page.url();
  const dialog = await openBugModal(page);
  const send = dialog.getByRole('button', { name: 'Envoyer' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Description').fill('   ');
  await expect(send).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const title = `Carte figée ${Date.now()}`;
  await dialog.getByLabel('Titre (facultatif)').fill(title);
  await dialog.getByLabel('Description').fill('La carte des niveaux ne défile plus après le niveau 5.');
  await send.click();
  await expect(dialog.getByRole('button', { name: 'Envoyé' })).toBeDisabled();
  await expect(dialog).toBeHidden({ timeout: 3000 });

  const stored = (await readBugReports()).find((report) => report.title === title);
  expect(stored).toMatchObject({
    description: 'La carte des niveaux ne défile plus après le niveau 5.',
    email: user.email,
    userId: user.id,
  });
  expect(stored?.location).toBe(pageUrl);
  expect(stored?.userAgent).toContain('Mozilla');
});

test('si l’envoi échoue, un brouillon d’e-mail au support s’ouvre avec tout le signalement', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // Records the mailto: link the page opens (and keeps the browser from looking for a mail app).
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest?.('a[href^="mailto:"]');
        if (link) {
          (window as unknown as { openedMailto: string }).openedMailto = (link as HTMLAnchorElement).href;
          event.preventDefault();
        }
      },
      true,
    );
  });
  // Failure injection: this one call fails at the network level.
  await page.route('**/api/support/bug', (route) => route.abort('failed'));

  const dialog = await openBugModal(page);
  await dialog.getByLabel('Titre (facultatif)').fill('Hors ligne');
  await dialog.getByLabel('Description').fill('Plus rien ne charge.');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();

  await expect(dialog.getByRole('alert')).toContainText('L’envoi n’a pas marché');
  const opened = await page.waitForFunction(
    () => (window as unknown as { openedMailto?: string }).openedMailto,
  );
  const url = new URL((await opened.jsonValue()) as string);
  const site = (await (await page.request.get('/api/site')).json()) as { supportEmail: string };
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(site.supportEmail);
  expect(url.searchParams.get('subject')).toContain('Hors ligne');
  const body = url.searchParams.get('body') ?? '';
  expect(body).toContain('Plus rien ne charge.');
  expect(body).toContain(`Page : ${page.url()}`);
  expect(body).toContain(`Navigateur : ${await page.evaluate(() => navigator.userAgent)}`);
  await expect(dialog.getByRole('link', { name: 'Ouvrir le brouillon d’e-mail' })).toHaveAttribute(
    'href',
    url.href,
  );
});
