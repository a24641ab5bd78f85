import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

test('niveau 11 sans offre : la page des offres, ses prix, son contenu et les droits de l’élève', async ({
  page,
}) => {
  const user = await signUpAndSignIn(page);
  await setLevel(user.id, 10);
  await page.goto('/app/niveau/11');
  await page.getByRole('link', { name: 'Voir les offres' }).click();
  await expect(page).toHaveURL(/\/app\/offres$/);
  await expect(page.getByRole('heading', { name: 'Parcours premium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Abonnement' })).toBeVisible();
  // No Stripe key on the e2e server: the page says so and offers no payment button.
  await expect(
    page.getByText('Le paiement en ligne n’est pas encore ouvert', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choisir/ })).toHaveCount(0);
  await page.getByText('Préparer tes candidatures (niveaux 16 à 20)', { exact: false }).click();
  await expect(page.getByText('Lettre de motivation', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tes droits' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'offres');
});
