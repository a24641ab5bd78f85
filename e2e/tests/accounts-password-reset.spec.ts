import { expect, test } from '@playwright/test';
import { mailedLinkToken, signUpAndSignIn } from '../support/session';

test('mot de passe oublié : le lien, un nouveau mot de passe vérifié, puis la connexion avec lui', async ({
  page,
  browser,
}) => {
  const student = await signUpAndSignIn(page);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await visitor.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await visitor.getByLabel('Adresse e-mail du compte').fill(student.email);
  await visitor.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(visitor.getByRole('status')).toContainText('Si un compte existe avec cette adresse');

  // The e-mail's link opens the new-password form, and leaves the address bar. (From another
  // page: a link to /login#… from /login would only move to the anchor.)
  const token = await mailedLinkToken(student.email, 'recovery');
  await visitor.goto('about:blank');
  await visitor.goto(`/login#access_token=${encodeURIComponent(token)}&type=recovery`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor).toHaveTitle('Nouveau mot de passe · Déclic');
  const confirmation = visitor.getByLabel('Confirme le mot de passe');
  await visitor.getByLabel('Nouveau mot de passe').fill('court');
  await confirmation.fill('court');
  await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(confirmation).toHaveAccessibleDescription(/au moins 8\u00a0caractères/);
  await visitor.getByLabel('Nouveau mot de passe').fill('nouveau-motdepasse');
  await confirmation.fill('autre-motdepasse');
  await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(confirmation).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
  await confirmation.fill('nouveau-motdepasse');
  await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

  // Back to sign-in with the server's word; the old password no longer opens the account.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await expect(visitor.getByRole('status')).toHaveText(
    'Ton mot de passe est changé. Connecte-toi avec le nouveau.',
  );
  await visitor.getByLabel('Adresse e-mail').fill(student.email);
  await visitor.getByLabel('Mot de passe', { exact: true }).fill(student.password);
  await visitor.getByRole('button', { name: 'Se connecter' }).click();
  await expect(visitor.getByRole('alert')).toContainText('incorrect');
  await visitor.getByLabel('Mot de passe', { exact: true }).fill('nouveau-motdepasse');
  await visitor.getByRole('button', { name: 'Se connecter' }).click();
  await visitor.waitForURL(/\/app$/);

  // A used link says so, and offers to ask for another.
  await visitor.goto(`/login#access_token=${encodeURIComponent(token)}&type=recovery`);
  await visitor.getByLabel('Nouveau mot de passe').fill('encore-un-motdepasse');
  await visitor.getByLabel('Confirme le mot de passe').fill('encore-un-motdepasse');
  await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(visitor.getByRole('alert')).toBeVisible();
  await visitor.goto('about:blank');
  await visitor.goto('/login#type=recovery');
  await expect(visitor.getByRole('alert')).toHaveText(
    'Ce lien n’est pas valide. Demande un nouveau lien ci-dessous.',
  );
});

test('dans l’appli, la connexion ramène à la page demandée', async ({ page, browser }) => {
  const student = await signUpAndSignIn(page);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/app/profile');
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.getByLabel('Adresse e-mail').fill(student.email);
  await visitor.getByLabel('Mot de passe', { exact: true }).fill(student.password);
  await visitor.getByRole('button', { name: 'Se connecter' }).click();
  await expect(visitor).toHaveURL(/\/app\/profile$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
});
