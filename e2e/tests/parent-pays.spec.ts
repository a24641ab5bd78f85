import { expect, test } from '@playwright/test';
import { type FakeStripeServer, startFakeStripeServer } from '../../apps/api/test/fake-stripe-server';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openPlayerLevel } from '../support/level-player';
import { type OwnServer, startOwnServer } from '../support/own-server';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';
import { startSmtpInbox } from '../support/smtp-inbox';

// A server of its own: Stripe on a local server speaking its API, e-mails over real SMTP.
let stripe: FakeStripeServer;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: OwnServer;

test.beforeAll(async () => {
  stripe = await startFakeStripeServer();
  inbox = await startSmtpInbox();
  server = await startOwnServer({
    portOffset: 8,
    env: { ...(stripe.env as Record<string, string>), SMTP_URL: `smtp://127.0.0.1:${inbox.port}` },
    linkToken: async (email, type) => {
      const [, token] = await inbox.waitFor(email, new RegExp(`access_token=([^&\\s]+)&type=${type}`));
      return decodeURIComponent(token ?? '');
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
  await stripe?.close();
});

test('16 ans au niveau 10 : la demande part au parent, qui donne son accord et paie ; le niveau 11 s’ouvre', async ({
  browser,
}) => {
  test.slow();
  // Reduced motion: the level's intro shows each message at once.
  const student = await browser.newContext({ baseURL: server.baseURL, reducedMotion: 'reduce' });
  const page = await student.newPage();
  const chloe = await signUpAndSignIn(page, { firstName: 'Chloé', age: 16, linkToken: server.linkToken });
  await server.setLevel(chloe.id, 10);

  await page.goto('/app/niveau/11');
  await page.getByRole('link', { name: 'Voir les offres' }).click();
  await expect(page.getByRole('heading', { name: 'Demander à un parent' })).toBeVisible();
  // A minor never gets a payment button of their own.
  await expect(page.getByRole('button', { name: /^Choisir/ })).toHaveCount(0);
  await page.getByLabel('Adresse e-mail de ton parent').fill(chloe.email);
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByRole('alert')).toContainText('pas la tienne');

  const parentEmail = `parent.${Date.now()}@example.fr`;
  await page.getByLabel('Adresse e-mail de ton parent').fill(parentEmail);
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText(`Demande envoyée à ${parentEmail}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renvoyer l’e-mail' })).toBeDisabled();
  await expect(page.getByText(/Tu pourras renvoyer l’e-mail à partir de \d/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'offres-demande-parent');

  // The parent opens the link of the e-mail, in a browser of their own.
  const [, token] = await inbox.waitFor(parentEmail, /\/parent#jeton=([A-Za-z0-9_-]+)/);
  const parentContext = await browser.newContext({ baseURL: server.baseURL });
  const parent = await parentContext.newPage();
  await parent.goto(`/parent#jeton=${token}`);
  await expect(
    parent.getByRole('heading', { level: 1, name: 'Débloquer la suite de Déclic pour Chloé' }),
  ).toBeVisible();
  await expect(parent).toHaveURL(/\/parent$/);
  await expect(parent.getByRole('button', { name: /^Payer/ })).toHaveCount(0);
  await parent.getByLabel(/^J’autorise Chloé/).check();
  await expectNoSeriousA11yViolations(parent);
  await screenshotAtBothWidths(parent, 'parent-offre');

  await parent.getByRole('button', { name: 'Payer\u202f: Parcours premium' }).click();
  await expect(parent.getByRole('heading', { name: 'Paiement de test' })).toBeVisible();
  await expect(parent.getByText('30,00\u00a0€')).toBeVisible();
  await parent.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(parent.getByText('Le paiement est confirmé')).toBeVisible();
  await expect(parent.getByText('Chloé a maintenant accès aux niveaux 11 à 50')).toBeVisible();

  await page.reload();
  await expect(page.getByText('C’est payé\u202f!')).toBeVisible();
  await openPlayerLevel(page, 11);
  await parentContext.close();
  await student.close();
});
