import { expect, test } from '@playwright/test';
import { type FakeStripeServer, startFakeStripeServer } from '../../apps/api/test/fake-stripe-server';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openPlayerLevel } from '../support/level-player';
import { type OwnServer, startOwnServer } from '../support/own-server';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signIn, signUpAndSignIn } from '../support/session';
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
  await page.goto('/app/profile');
  const plan = page.getByRole('heading', { name: 'Mon offre' }).locator('..');
  await expect(plan).toContainText('Parcours premium\u202f: les niveaux 11 à 50 sont ouverts pour toujours.');
  await expect(plan).toContainText('Payé par un parent.');
  await expect(plan.getByRole('button', { name: 'Gérer le paiement et les factures' })).toBeVisible();
  await openPlayerLevel(page, 11);
  await parentContext.close();
  await student.close();
});

test('14 ans : l’inscription demande un parent, le compte reste limité au niveau 5 jusqu’à son accord', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: server.baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const email = `noe.${Date.now()}@example.fr`;
  const parentEmail = `parent.noe.${Date.now()}@example.fr`;
  const password = 'motdepasse-noe';

  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Noé');
  await page.getByLabel('Nom', { exact: true }).fill('Garnier');
  await expect(page.getByLabel('Adresse e-mail d’un parent')).toHaveCount(0);
  await page.getByLabel('Âge').fill('14');
  await page.getByLabel('Genre').selectOption('Homme');
  await page.getByLabel('Département').selectOption('33 - Gironde');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByLabel('Adresse e-mail d’un parent')).toBeFocused();
  await expect(page.getByText('L’adresse e-mail est requise.')).toBeVisible();
  await page.getByLabel('Adresse e-mail d’un parent').fill(parentEmail);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Email de confirmation envoyé')).toBeVisible();

  const confirmation = await page.request.post('/api/auth/confirm', {
    data: { token: await server.linkToken(email) },
  });
  const { user } = (await confirmation.json()) as { user: { id: string } };
  await signIn(page, { email, password });
  await expect(
    page.getByRole('heading', { name: 'Ton inscription attend l’accord d’un parent' }),
  ).toBeVisible();
  await expect(page.getByText(`Demande envoyée à ${parentEmail}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'accord-parent-eleve');

  await server.setLevel(user.id, 6);
  await page.goto('/app/niveau/6');
  await expect(page.getByText('Un parent doit d’abord confirmer ton inscription')).toBeVisible();

  const [, token] = await inbox.waitFor(parentEmail, /\/parent\/accord#jeton=([A-Za-z0-9_-]+)/);
  const parentContext = await browser.newContext({ baseURL: server.baseURL });
  const parent = await parentContext.newPage();
  await parent.goto(`/parent/accord#jeton=${token}`);
  await expect(parent.getByRole('heading', { level: 1, name: 'Noé a besoin de votre accord' })).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Je donne mon accord' })).toBeDisabled();
  await parent.getByLabel(/^J’autorise Noé/).check();
  await expectNoSeriousA11yViolations(parent);
  await screenshotAtBothWidths(parent, 'accord-parent');
  await parent.getByRole('button', { name: 'Je donne mon accord' }).click();
  await expect(parent.getByText('votre accord est enregistré')).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Retirer mon accord' })).toBeVisible();

  await page.goto('/app');
  await expect(
    page.getByRole('heading', { name: 'Ton inscription attend l’accord d’un parent' }),
  ).toHaveCount(0);
  await openPlayerLevel(page, 6);
  await parentContext.close();
  await context.close();
});
