import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { answerOrientation } from '../support/orientation';
import { saveStudentAvatar, setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

test('un élève partage ses résultats : le lien montre son profil et son aperçu, puis, supprimé, répond 404', async ({
  page,
  browser,
}) => {
  const student = await signUpAndSignIn(page, { firstName: 'Inès', lastName: 'Benali' });
  await answerOrientation(page, student);
  await saveStudentAvatar(student);
  await setLevel(student.id, 4);

  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Partager mes résultats' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer un lien de partage' }).click();
  const link = page.getByRole('textbox', { name: /^Lien créé le / });
  await expect(link).toHaveValue(/\/partage\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText(/pas encore ouvert/)).toBeVisible();
  const url = await link.inputValue();

  // What a messaging app reads when the link is pasted: the head, without running the app.
  const preview = await page.request.get(url);
  expect(preview.status()).toBe(200);
  const html = await preview.text();
  expect(html).toContain('<meta property="og:title" content="Le profil d’orientation de Inès · Déclic" />');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).not.toContain('Benali');

  // Someone without an account opens it.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(url);
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Le profil d’orientation de Inès' }),
  ).toBeVisible();
  await expect(guest.getByRole('heading', { level: 2, name: /^Son profil : [RIASEC]{3}$/ })).toBeVisible();
  await expect(
    guest.getByRole('heading', { level: 2, name: 'Des métiers qui lui ressemblent' }),
  ).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Avatar de Inès' })).toBeVisible();
  await expect(guest.getByText('Benali')).toHaveCount(0);
  await expectNoSeriousA11yViolations(guest);
  await screenshotAtBothWidths(guest, 'partage-resultats');

  await page.reload();
  await expect(page.getByText('Créé le', { exact: false })).toContainText('ouvert 1\u00a0fois');
  await screenshotAtBothWidths(page, 'profil-partage');
  await page.getByRole('button', { name: /^Supprimer · Lien créé le / }).click();
  await expect(page.getByText('Lien supprimé : il ne mène plus nulle part.')).toBeVisible();
  await expect(page.getByText('Aucun lien pour l’instant.')).toBeVisible();

  expect((await page.request.get(url)).status()).toBe(404);
  await guest.reload();
  await expect(
    guest.getByText('Ce lien de partage n’existe pas ou a été supprimé par son auteur.'),
  ).toBeVisible();
  await visitor.close();
});
