import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { saveOwnStep, setLevel, setPaid, staffCredentials, writeOwnLetter } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { mailedLinkToken, signIn, signUpAndSignIn } from '../support/session';

// Each journey walks three accounts (company, staff, student) through a dozen screens: 30 to 45 s on a
// quiet machine, more on a loaded one.
test.describe.configure({ timeout: 90_000 });

const isoDay = (daysAhead: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
};

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** The company signs up through /entreprise/inscription and opens its space from the e-mail link. */
async function registerCompany(page: Page, email: string): Promise<void> {
  await page.goto('/entreprise/inscription');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créer l’espace de votre entreprise' }),
  ).toBeVisible();
  await page.getByLabel('Nom de l’organisation').fill('Atelier Reliure Garonne');
  await page.getByLabel('Numéro SIRET').fill('732 829 320 00075');
  await page.getByRole('button', { name: 'Créer l’espace entreprise' }).click();
  // The checksum is checked before anything leaves the browser.
  await expect(page.getByText(/Ce numéro SIRET n’est pas valide/)).toBeVisible();
  await page.getByLabel('Numéro SIRET').fill('732 829 320 00074');
  await page.getByLabel('Secteur d’activité').fill('Reliure et restauration de livres');
  await page.getByLabel('Prénom du contact').fill('Karim');
  await page.getByLabel('Nom du contact', { exact: true }).fill('Diallo');
  await page.getByLabel('Adresse', { exact: true }).fill('12 quai des Chartrons');
  await page.getByLabel('Code postal').fill('33000');
  await page.getByLabel('Commune').fill('Bordeaux');
  await page.getByLabel('Département').selectOption('33 - Gironde');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-atelier');
  await page.getByLabel('Confirmation du mot de passe').fill('motdepasse-atelier');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'entreprise-inscription');
  await page.getByRole('button', { name: 'Créer l’espace entreprise' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' })).toBeVisible();

  await page.goto(`/#access_token=${encodeURIComponent(await mailedLinkToken(email))}&type=signup`);
  await page.waitForURL(/\/entreprise$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace entreprise' })).toBeVisible();
}

async function describeOffer(page: Page, kind: string, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Proposer une offre' }).click();
  await page.getByLabel('Type d’offre').selectOption({ label: kind });
  await page.getByLabel('Intitulé').fill(title);
  await page
    .getByLabel('Description')
    .fill(
      'Deux semaines pour découvrir la couture des cahiers, la dorure et la restauration de vieux livres.',
    );
  await page.getByLabel('Commune').fill('Bordeaux');
  await page.getByLabel('Département').selectOption('33 - Gironde');
}

async function sendForReview(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Envoyer à la relecture' }).click();
  const card = page.getByRole('region', { name: 'Vos offres' }).getByRole('heading', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByText('En attente de validation')).toBeVisible();
}

/** A staff member publishes the posting from the queue of the staff area. */
async function approveAsStaff(browser: Browser, title: string): Promise<void> {
  const staff = await newPage(browser);
  await signIn(staff, await staffCredentials());
  await staff.goto('/app/equipe');
  const queue = staff.getByRole('list', { name: 'Offres d’entreprises à valider' });
  const pending = queue.getByRole('listitem').filter({ hasText: title });
  await expect(pending).toContainText('Atelier Reliure Garonne');
  await pending.getByRole('button', { name: `Publier l’offre ${title}` }).click();
  await expect(pending).toHaveCount(0);
  await staff.context().close();
}

test('une entreprise publie une offre, l’équipe la valide, une élève postule avec son CV et une lettre, l’entreprise répond', async ({
  page,
  browser,
}) => {
  const title = `Stage de reliure d’art ${randomBytes(2).toString('hex')}`;
  const companyEmail = `atelier.${Date.now()}.${randomBytes(3).toString('hex')}@example.fr`;
  await registerCompany(page, companyEmail);
  await describeOffer(page, 'Stage', title);
  await page.getByLabel(/^Heures par semaine/).fill('30');
  await page.getByLabel('Début').fill(isoDay(20));
  await page.getByLabel(/^Fin/).fill(isoDay(34));
  await sendForReview(page, title);
  await approveAsStaff(browser, title);

  await page.reload();
  await expect(page.getByText('Publiée', { exact: true })).toBeVisible();

  const student = await newPage(browser);
  const lea = await signUpAndSignIn(student, { firstName: 'Léa' });
  await setPaid(lea.id, true);
  await setLevel(lea.id, 16);
  await saveOwnStep(lea, 15, 'cv', {
    sections: { identite: 'Léa Martin, Lyon', titre: 'Élève de première, passionnée de métiers d’art' },
  });
  await writeOwnLetter(lea, 'Relieur');
  await student.goto('/app/emplois');
  await student.getByLabel('Rechercher').fill('reliure');
  await student.getByRole('button', { name: 'Filtrer' }).click();
  const row = student.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Proposée sur Déclic')).toBeVisible();
  await row.getByRole('button', { name: /^Actions pour / }).click();
  await student.getByRole('menuitem', { name: 'Postuler sur Déclic' }).click();
  const dialog = student.getByRole('dialog', { name: `Postuler\u202f: ${title}` });
  await dialog
    .getByLabel(/^Ton message/)
    .fill('Bonjour, je relie mes carnets depuis deux ans et j’aimerais découvrir votre atelier.');
  await dialog.getByLabel(/^Joindre une lettre/).selectOption({ index: 1 });
  await expectNoSeriousA11yViolations(student);
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(dialog.getByText(/Candidature envoyée/)).toBeVisible();

  await page.reload();
  const offer = page.getByRole('region', { name: 'Vos offres' });
  await offer.getByRole('button', { name: `Candidatures (1) pour ${title}` }).click();
  const received = page.getByRole('region', { name: `Candidatures pour ${title}` });
  await expect(received.getByRole('heading', { name: 'Léa' })).toBeVisible();
  await received.getByText('CV', { exact: true }).click();
  await expect(received.getByText('Élève de première, passionnée de métiers d’art')).toBeVisible();
  await expect(received.getByText('Lettre de motivation')).toBeVisible();
  await expect(received).not.toContainText(lea.email);
  await received
    .getByLabel(/^Votre message à Léa/)
    .fill('Venez nous voir mardi à 14 h, au 12 quai des Chartrons.');
  await received.getByRole('button', { name: 'Accepter' }).click();
  await expect(received.getByText('Acceptée')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'entreprise-tableau-de-bord');

  await student.goto('/app/candidatures');
  const mine = student.getByRole('main');
  await expect(mine.getByRole('heading', { name: title })).toBeVisible();
  await expect(mine.getByText('Acceptée')).toBeVisible();
  await expect(mine).toContainText('Venez nous voir mardi à 14 h');
  await expectNoSeriousA11yViolations(student);
  await screenshotAtBothWidths(student, 'mes-candidatures');
  await student.context().close();
});

test('une entreprise propose une rencontre métier en visio ; une élève demande une place et la voit confirmée', async ({
  page,
  browser,
}) => {
  const title = `Rencontre avec un relieur ${randomBytes(2).toString('hex')}`;
  await registerCompany(page, `rencontre.${Date.now()}.${randomBytes(3).toString('hex')}@example.fr`);
  await describeOffer(page, 'Rencontre métier', title);
  await page.getByLabel('Mode').selectOption({ label: 'En visio' });
  await page.getByLabel('Jour').fill(isoDay(12));
  await page.getByLabel('Heure').fill('17:30');
  await page.getByLabel('Places').fill('3');
  await sendForReview(page, title);
  await approveAsStaff(browser, title);

  const student = await newPage(browser);
  const tom = await signUpAndSignIn(student, { firstName: 'Tom' });
  await setLevel(tom.id, 9);
  await student.goto('/app/rencontres');
  const card = student.getByRole('article', { name: title });
  await expect(card).toContainText('à 17\u00a0h\u00a030');
  await expect(card).toContainText('3\u00a0places libres');
  await card.getByRole('button', { name: `Demander une place pour ${title}` }).click();
  const dialog = student.getByRole('dialog', { name: `Réserver\u202f: ${title}` });
  await dialog
    .getByLabel(/^Ton message/)
    .fill('Bonjour, je voudrais savoir comment on devient relieur après le bac.');
  await dialog.getByLabel('Joindre mon CV (celui du niveau 15)').uncheck();
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(dialog.getByText(/Demande envoyée/)).toBeVisible();
  await student.keyboard.press('Escape');
  await expect(card).toContainText('Ta demande\u202f: envoyée');
  await expectNoSeriousA11yViolations(student);
  await screenshotAtBothWidths(student, 'rencontres-metier');

  await page.reload();
  await page.getByRole('button', { name: `Demandes (1) pour ${title}` }).click();
  const requests = page.getByRole('region', { name: `Candidatures pour ${title}` });
  await expect(requests.getByRole('heading', { name: 'Tom' })).toBeVisible();
  await requests
    .getByLabel(/^Votre message à Tom/)
    .fill('Avec plaisir : le lien de la visio arrive la veille.');
  await requests.getByRole('button', { name: 'Accepter' }).click();
  await expect(requests.getByText('Acceptée')).toBeVisible();

  await student.goto('/app/candidatures');
  await expect(student.getByRole('main')).toContainText(title);
  await expect(student.getByRole('main').getByText('Acceptée')).toBeVisible();

  // Something feels wrong: the student reports the company, the staff suspend it, its meeting is gone.
  await student.getByRole('button', { name: 'Signaler l’entreprise Atelier Reliure Garonne' }).click();
  const report = student.getByRole('dialog', { name: 'Signaler l’entreprise' });
  await report
    .getByLabel(/^Ce qui ne va pas/)
    .fill('Le pro m’a demandé de venir chez lui plutôt qu’en visio.');
  await report.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(report.getByText(/l’équipe Déclic lit ton signalement/)).toBeVisible();

  const staff = await newPage(browser);
  await signIn(staff, await staffCredentials());
  await staff.goto('/app/equipe');
  const reported = staff
    .getByRole('list', { name: 'Entreprises signalées' })
    .getByRole('listitem')
    .filter({ hasText: 'venir chez lui' });
  await reported.getByLabel(/^Raison/).fill('Rencontre proposée hors du lieu de travail');
  await reported.getByRole('button', { name: 'Suspendre l’entreprise Atelier Reliure Garonne' }).click();
  await expect(reported).toHaveCount(0);
  await staff.context().close();

  await student.goto('/app/rencontres');
  await expect(student.getByRole('heading', { level: 1, name: 'Rencontres métier' })).toBeVisible();
  await expect(student.getByRole('article', { name: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/Votre espace est suspendu/)).toBeVisible();
  await student.context().close();
});
