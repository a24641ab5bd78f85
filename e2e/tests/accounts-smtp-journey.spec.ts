import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtBothWidths } from '../support/screenshots';
import { startSmtpInbox } from '../support/smtp-inbox';

// This journey runs against the second e2e server, whose e-mails go over real SMTP.
const smtpAppUrl = `http://localhost:${process.env.E2E_SMTP_APP_PORT}`;
test.use({ baseURL: smtpAppUrl });

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
test.beforeAll(async () => {
  inbox = await startSmtpInbox(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(() => inbox.close());

test('parcours complet : inscription, e-mail réel, confirmation, profil, déconnexion, export, suppression', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `parcours.${Date.now()}@example.fr`;
  const password = 'motdepasse-parcours';

  // Sign up from the questionnaire flow.
  await page.goto('/register?after=results');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer mon compte' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le prénom est requis.')).toBeVisible();
  await page.getByLabel('Prénom').fill('Chloé');
  await page.getByLabel('Nom', { exact: true }).fill('Bernard');
  await page.getByLabel('Âge').fill('16');
  await page.getByLabel('Genre').selectOption('Femme');
  await page.getByLabel('Département').selectOption('2A - Corse-du-Sud');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill('autre-chose');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Email de confirmation envoyé')).toBeVisible();
  await expect(page.getByText('Tes résultats du questionnaire seront prêts')).toBeVisible();

  // Signing in before confirming offers to resend the e-mail.
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('pas encore confirmée');
  await expect(page.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' })).toBeVisible();

  // The e-mail arrives over SMTP; its link lands on the home page, which forwards it.
  const [link] = await inbox.waitFor(email, /http:\/\/localhost:\d+\/#access_token=[\w-]+&type=signup/);
  await page.goto(link);
  await expect(page.getByText('Email validé')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);

  // The link works once only.
  await page.goto(link);
  await expect(page.getByText('Lien de confirmation invalide')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();

  // Log in as Étudiant, edit the profile.
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/app$/);
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
  await expect(page.getByText('Une image apparaitra au niveau 4')).toBeVisible();
  await expect(page.getByText('Étudiant')).toBeVisible();
  await expect(page.getByText('Non spécifié').first()).toBeVisible();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('École').fill('  Lycée Fesch  ');
  await page.getByLabel('Âge').fill('17');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour avec succès.')).toBeVisible();
  await expect(page.getByText('Lycée Fesch')).toBeVisible();

  // Log out goes to /, and /app is closed again.
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/login$/);

  // Log back in; the data export downloads.
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/app/);
  await page.goto('/app/profile');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('declic-mes-donnees.json');
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(exported.account.email).toBe(email);
  expect(exported.tables.profiles[0]).toMatchObject({ first_name: 'Chloé', school: 'Lycée Fesch', age: 17 });

  // Delete the account, with a confirmation step.
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ton mot de passe, pour confirmer').fill(password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The account is gone: signing in fails.
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('Adresse e-mail ou mot de passe incorrect.');
});

test('les pages de compte passent axe et sont capturées aux deux largeurs', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'accounts-login');

  await page.goto('/register');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le prénom est requis.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'accounts-register');

  await page.goto('/email-confirmation#access_token=faux&type=signup');
  await expect(page.getByText('Lien de confirmation invalide')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'accounts-email-confirmation');
});
