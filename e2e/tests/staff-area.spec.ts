import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { readOwnProgression, staffCredentials } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signIn, signUpAndSignIn } from '../support/session';

test('l’équipe donne l’accès payant avec une raison, et le journal le montre ; un élève n’y a pas accès', async ({
  page,
  browser,
}) => {
  const student = await signUpAndSignIn(page);
  await page.goto('/app/equipe');
  await expect(page.getByText('Cet espace est réservé à l’équipe Déclic.')).toBeVisible();
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByRole('menuitem', { name: 'Espace équipe' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await signIn(staffPage, await staffCredentials());
    await staffPage.getByRole('button', { name: 'Mon compte' }).click();
    await staffPage.getByRole('menuitem', { name: 'Espace équipe' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Espace équipe' })).toBeVisible();

    // A piece of the address lists the accounts; a full address opens one directly.
    const finder = staffPage.getByRole('textbox', { name: 'Adresse e-mail ou nom' });
    await finder.fill(student.email.split('@')[0] ?? '');
    await staffPage.getByRole('button', { name: 'Chercher ce compte' }).click();
    await staffPage
      .getByRole('list', { name: 'Comptes trouvés' })
      .getByRole('button', { name: `Ouvrir ${student.email}` })
      .click();
    const account = staffPage.getByRole('region', { name: student.email });
    await expect(account).toBeVisible();
    await finder.fill(student.email);
    await staffPage.getByRole('button', { name: 'Chercher ce compte' }).click();
    await expect(account.getByText('Accès gratuit')).toBeVisible();
    await expect(account).toContainText(/inscription le .* · dernière activité le /);
    // No reason, no change: the log must say why.
    await account.getByRole('button', { name: 'Donner l’accès payant' }).click();
    await expect(account.getByText(/Dis pourquoi/)).toBeVisible();
    await account.getByRole('textbox', { name: /Raison/ }).fill('Bourse du lycée Ampère');
    await account.getByRole('button', { name: 'Donner l’accès payant' }).click();
    await expect(account.getByText('Accès payant (donné par l’équipe)')).toBeVisible();
    // The same reason serves a place in the staff, given then taken back.
    await account.getByRole('button', { name: 'Ajouter à l’équipe' }).click();
    await expect(account.getByText('Membre de l’équipe')).toBeVisible();
    await account.getByRole('button', { name: 'Retirer de l’équipe' }).click();
    await expect(account.getByText('Membre de l’équipe')).toHaveCount(0);

    // Aggregates only: the figures never list a student.
    const figures = staffPage.getByRole('table', { name: 'Élèves par niveau et passage au niveau suivant' });
    await expect(figures.getByRole('row').nth(1)).toBeVisible();
    await expect(figures).not.toContainText(student.email);

    const log = staffPage.getByRole('table', { name: 'Journal des actions' });
    const lines = log.getByRole('row').filter({ hasText: student.email });
    await expect(lines.filter({ hasText: 'Accès payant donné' }).first()).toContainText(
      'Bourse du lycée Ampère',
    );
    await expect(lines.filter({ hasText: 'Ajout à l’équipe' })).toHaveCount(1);
    await expect(lines.first()).toContainText('Retrait de l’équipe');
    expect((await readOwnProgression(student)).isPaid).toBe(true);
    await expectNoSeriousA11yViolations(staffPage);
    await screenshotAtBothWidths(staffPage, 'espace-equipe');
  } finally {
    await staffContext.close();
  }
});

test('l’équipe saisit une date clé du calendrier avec sa source, puis la retire, chaque fois avec une raison', async ({
  browser,
}) => {
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await signIn(staffPage, await staffCredentials());
    await staffPage.goto('/app/equipe');
    const form = staffPage.getByRole('form', { name: 'Ajouter ou modifier une date clé' });
    await form.getByRole('textbox', { name: 'Session (année)' }).fill('2031');
    await form.getByRole('textbox', { name: 'Intitulé' }).fill('Parcoursup : fin des vœux (essai)');
    await form.getByLabel('Début').fill('2031-03-12');
    await form.getByRole('textbox', { name: 'Source officielle' }).fill('Parcoursup, calendrier 2031');
    await form.getByRole('textbox', { name: 'Adresse de la source' }).fill('https://www.parcoursup.gouv.fr/');
    await form.getByRole('button', { name: 'Ajouter la date' }).click();
    await expect(staffPage.getByText(/Dis pourquoi, en quelques mots/)).toBeVisible();
    await form.getByRole('textbox', { name: /^Raison/ }).fill('Calendrier officiel publié');
    await form.getByRole('button', { name: 'Ajouter la date' }).click();
    const saved = staffPage.getByRole('list', { name: 'Dates clés enregistrées' }).getByRole('listitem');
    const date = saved.filter({ hasText: 'Parcoursup : fin des vœux (essai)' });
    await expect(date).toContainText('Session 2031');
    await expectNoSeriousA11yViolations(staffPage);

    await staffPage.getByRole('textbox', { name: /^Raison d’un retrait/ }).fill('Date de test retirée');
    await date.getByRole('button', { name: /^Retirer/ }).click();
    await expect(date).toHaveCount(0);
    const log = staffPage.getByRole('table', { name: 'Journal des actions' });
    await expect(log.getByRole('row').filter({ hasText: 'Date de test retirée' }).first()).toContainText(
      /Date clé retirée/,
    );
  } finally {
    await staffContext.close();
  }
});

test('l’équipe change un chiffre daté avec sa source et sa raison ; l’historique et le journal le gardent', async ({
  browser,
}) => {
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await signIn(staffPage, await staffCredentials());
    await staffPage.goto('/app/equipe');
    const figures = staffPage.getByRole('list', { name: 'Chiffres datés' }).getByRole('listitem');
    const threshold = figures.filter({ hasText: 'Heures de stage au-delà desquelles' });
    await expect(threshold).toContainText('308');
    await threshold.getByRole('button', { name: /^Modifier/ }).click();
    const form = staffPage.getByRole('form', { name: 'Modifier un chiffre daté' });
    await form.getByRole('textbox', { name: 'Valeur' }).fill('huit');
    await form.getByRole('button', { name: 'Enregistrer le chiffre' }).click();
    await expect(form.getByText(/Écris un nombre/)).toBeVisible();
    // The same value, checked again: a new date of review, the reason kept.
    await form.getByRole('textbox', { name: 'Valeur' }).fill('308');
    await form.getByLabel('À revoir le').fill('2031-09-01');
    await form.getByRole('textbox', { name: /^Raison/ }).fill('Seuil revérifié sur service-public');
    await form.getByRole('button', { name: 'Enregistrer le chiffre' }).click();
    await expect(threshold).toContainText('changé par l’équipe');
    await threshold.getByRole('button', { name: /^Historique/ }).click();
    await expect(threshold).toContainText('« Seuil revérifié sur service-public »');
    await expectNoSeriousA11yViolations(staffPage);
    const log = staffPage.getByRole('table', { name: 'Journal des actions' });
    await expect(
      log.getByRole('row').filter({ hasText: 'Seuil revérifié sur service-public' }).first(),
    ).toContainText(/Chiffre daté changé/);
  } finally {
    await staffContext.close();
  }
});

test('à la demande d’une personne, l’équipe exporte ses données puis supprime son compte, et le journal le garde', async ({
  page,
  browser,
}) => {
  const student = await signUpAndSignIn(page, { firstName: 'Noé' });
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await signIn(staffPage, await staffCredentials());
    await staffPage.goto('/app/equipe');
    await staffPage.getByRole('textbox', { name: 'Adresse e-mail ou nom' }).fill(student.email);
    await staffPage.getByRole('button', { name: 'Chercher ce compte' }).click();
    const account = staffPage.getByRole('region', { name: student.email });
    await account.getByRole('button', { name: 'Exporter ses données' }).click();
    await expect(account.getByText(/Dis pourquoi/)).toBeVisible();
    await account.getByRole('textbox', { name: /Raison/ }).fill('Courrier de Noé du 20 novembre');
    const download = staffPage.waitForEvent('download');
    await account.getByRole('button', { name: 'Exporter ses données' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await readFile(file, 'utf8'));
    expect(exported.account.email).toBe(student.email);

    await account.getByRole('button', { name: 'Supprimer le compte' }).click();
    await account.getByRole('button', { name: `Oui, supprimer définitivement ${student.email}` }).click();
    await expect(
      staffPage.getByText('Compte supprimé. Le journal garde l’action et sa raison.'),
    ).toBeVisible();
    const log = staffPage.getByRole('table', { name: 'Journal des actions' });
    await expect(
      log.getByRole('row').filter({ hasText: 'Compte supprimé à la demande de la personne' }).first(),
    ).toContainText('Courrier de Noé du 20 novembre');
    await expectNoSeriousA11yViolations(staffPage);

    // The erased student's open page loses its session at the next call.
    await page.reload();
    await expect(page).toHaveURL(/\/login$|\/$/);
  } finally {
    await staffContext.close();
  }
});

test('l’équipe écrit un article en Markdown avec l’aperçu, le publie, et la page publique change', async ({
  page,
  browser,
}) => {
  const slug = `rentree-${Date.now().toString(36)}`;
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await signIn(staffPage, await staffCredentials());
    await staffPage.goto('/app/equipe');
    await staffPage.getByRole('button', { name: 'Nouvel article' }).click();
    const form = staffPage.getByRole('form', { name: 'Écrire un article' });
    await form.getByLabel(/^Adresse de l’article/).fill(slug);
    await form.getByLabel('Titre', { exact: true }).fill('Réussir sa rentrée en première');
    await form
      .getByLabel('Chapeau')
      .fill('Trois habitudes simples pour bien démarrer l’année et garder le cap.');
    await form
      .getByLabel(/^Texte \(Markdown\)/)
      .fill('## Une habitude\n\nPrépare ton sac la veille.\n\n- agenda\n- trousse');
    const preview = form.getByRole('region', { name: 'Aperçu' });
    await expect(preview.getByRole('heading', { name: 'Une habitude' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    await form.getByLabel('Statut').selectOption({ label: 'Publié' });
    await form.getByLabel(/^Raison/).fill('Article de rentrée');
    await form.getByRole('button', { name: 'Enregistrer l’article' }).click();
    await expect(staffPage.getByText(/Article enregistré/)).toBeVisible();
    await expectNoSeriousA11yViolations(staffPage);

    await page.goto(`/blog/${slug}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Réussir sa rentrée en première' }),
    ).toBeVisible();
    await expect(page.getByText('Prépare ton sac la veille.')).toBeVisible();

    // Changed, the page changes; back to draft, it is gone.
    await staffPage
      .getByRole('list', { name: 'Articles du blog' })
      .getByRole('button', { name: 'Modifier Réussir sa rentrée en première' })
      .click();
    await form
      .getByLabel(/^Texte \(Markdown\)/)
      .fill('## Une habitude\n\nPrépare ton sac la veille au soir.');
    await form.getByLabel(/^Raison/).fill('Précision');
    await form.getByRole('button', { name: 'Enregistrer l’article' }).click();
    await expect(staffPage.getByText(/Article enregistré/)).toBeVisible();
    await page.reload();
    await expect(page.getByText('Prépare ton sac la veille au soir.')).toBeVisible();
    const log = staffPage.getByRole('table', { name: 'Journal des actions' });
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: `Article du blog enregistré\u202f: ${slug}` })
        .first(),
    ).toContainText('Précision');
  } finally {
    await staffContext.close();
  }
});
