import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtBothWidths } from '../support/screenshots';
import { mailedLinkToken, signUpAndSignIn } from '../support/session';

// The mascot's lines as the visitor reads them (French spacing: U+202F before ! : ?).
const LINES = [
  'Salut\u202F! Moi, c’est Clic.',
  'Je suis là pour t’aider à trouver ce qui te plaît, les métiers qui te ressemblent et les études qui y mènent.',
  'Ici, pas de bonne ou de mauvaise réponse\u202F: on avance ensemble, à ton rythme. On y va\u202F?',
] as const;

const bubble = (page: Page) => page.getByTestId('replique-mascotte');
const mascotButton = (page: Page, name: string) =>
  page.getByRole('region', { name: /Clic, la mascotte/ }).getByRole('button', { name });

test.describe('accueil : la mascotte', () => {
  // The page's clock is paused: typing advances only when the test lets time run, so the
  // sequence and its durations are checked exactly, whatever the machine's load.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2025-10-13T10:00:00') });
    await page.clock.pauseAt(new Date('2025-10-13T10:00:01'));
  });

  test('tape ses trois répliques : Passer, Suivant, puis Commencer maintenant vers /avatar', async ({
    page,
  }) => {
    await page.goto('/');
    // Line 1 is being typed: Passer shows the whole line at once.
    await mascotButton(page, 'Passer').click();
    await expect(bubble(page)).toHaveText(LINES[0]);

    await mascotButton(page, 'Suivant').click();
    await expect(mascotButton(page, 'Passer')).toBeVisible();
    await mascotButton(page, 'Passer').click();
    await expect(bubble(page)).toHaveText(LINES[1]);

    await mascotButton(page, 'Suivant').click();
    await mascotButton(page, 'Passer').click();
    await expect(bubble(page)).toHaveText(LINES[2]);
    await expect(mascotButton(page, 'Suivant')).toHaveCount(0);

    await mascotButton(page, 'Commencer maintenant').click();
    await expect(page).toHaveURL(/\/avatar$/);
  });

  test('chaque réplique se tape seule en 1 200, 3 800 et 2 600 ms, bouche en mouvement', async ({ page }) => {
    await page.goto('/');
    for (const [index, durationMs] of [1200, 3800, 2600].entries()) {
      const line = LINES[index] ?? '';
      // Enabled once React has taken over the server's page: its timers exist before the clock runs.
      await expect(mascotButton(page, 'Passer')).toBeEnabled();
      await expect(page.locator('[data-mouth="closed"]')).toBeAttached();
      // The mouth opens after 280 ms, and part of the line is on screen.
      await page.clock.runFor(300);
      await expect(page.locator('[data-mouth="open"]')).toBeAttached();
      const partial = (await bubble(page).textContent()) ?? '';
      expect(partial.length).toBeGreaterThan(0);
      expect(line.startsWith(partial)).toBe(true);
      expect(partial.length).toBeLessThan(line.length);
      // Still typing 100 ms before the end, done 100 ms after it.
      await page.clock.runFor(durationMs - 400);
      await expect(mascotButton(page, 'Passer')).toBeVisible();
      await page.clock.runFor(200);
      await expect(bubble(page)).toHaveText(line);
      await expect(page.locator('[data-mouth="closed"]')).toBeAttached();
      const next = index < 2 ? 'Suivant' : 'Commencer maintenant';
      await expect(mascotButton(page, next)).toBeVisible();
      if (index < 2) await mascotButton(page, next).click();
    }
  });

  test('le même bouton garde le focus clavier d’un état à l’autre', async ({ page }) => {
    await page.goto('/');
    await mascotButton(page, 'Passer').focus();
    await page.keyboard.press('Enter');
    await expect(mascotButton(page, 'Suivant')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(bubble(page)).toHaveText(LINES[1]);
  });

  test('avec les animations réduites, chaque réplique s’affiche d’un coup et la bouche ne bouge pas', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(bubble(page)).toHaveText(LINES[0]);
    await mascotButton(page, 'Suivant').click();
    await expect(bubble(page)).toHaveText(LINES[1]);
    await expect(mascotButton(page, 'Passer')).toHaveCount(0);
    await expect(page.locator('[data-mouth="open"]')).toHaveCount(0);
    await mascotButton(page, 'Suivant').click();
    await expect(bubble(page)).toHaveText(LINES[2]);
    await expect(mascotButton(page, 'Commencer maintenant')).toBeVisible();
  });
});

test.describe('accueil : redirections', () => {
  test('un visiteur avec une session enregistrée va directement sur /app', async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('cette redirection remplace l’accueil dans l’historique', async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Déclic, accueil' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('un lien de confirmation d’inscription part vers /email-confirmation en gardant le hash', async ({
    page,
  }) => {
    // A real, unused confirmation link: only a forwarded hash can validate the address.
    const email = `hash.${Date.now()}@example.fr`;
    const registration = await page.request.post('/api/auth/register', {
      data: {
        email,
        password: 'motdepasse-e2e',
        userData: { prenom: 'Noé', nom: 'Petit', age: 16, genre: 'Homme', departement: '33 - Gironde' },
      },
    });
    expect(registration.status()).toBe(202);
    const token = await mailedLinkToken(email);
    await page.goto(`/#access_token=${encodeURIComponent(token)}&type=signup`);
    await expect(page).toHaveURL(/\/email-confirmation/);
    await expect(page.getByText('Email validé')).toBeVisible();
  });

  test('un autre hash laisse le visiteur sur l’accueil', async ({ page }) => {
    await page.goto('/#access_token=abc&type=recovery');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Trouve ta voie');
    await expect(page).toHaveURL(/\/#access_token=abc&type=recovery$/);
  });

  test('un chemin inconnu renvoie à l’accueil', async ({ page }) => {
    await page.goto('/un/chemin/qui-nexiste-pas');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Trouve ta voie');
  });
});

test.describe('accueil : contenu', () => {
  test('montre la navigation, les niveaux, la statistique, les modules et le blog', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Déclic — trouve ta voie');

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Questionnaire' })).toHaveAttribute('href', '/questionnaire');
    await expect(nav.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');

    const legal = page.getByRole('navigation', { name: 'Liens légaux' });
    await expect(legal.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/legal/mentions-legales',
    );
    await expect(legal.getByRole('link', { name: /Conditions/ })).toHaveAttribute(
      'href',
      '/legal/conditions',
    );

    const levels = page.getByRole('region', { name: /40 niveaux/ });
    const bands = levels.getByRole('listitem');
    await expect(bands).toHaveCount(8);
    for (let band = 0; band < 8; band += 1) {
      await expect(bands.nth(band)).toContainText(`Niveaux ${band * 5 + 1} à ${band * 5 + 5}`);
    }
    await expect(levels.getByRole('link', { name: 'Débuter le Niveau 1' })).toHaveAttribute(
      'href',
      '/app/questionnaire',
    );

    await expect(page.getByRole('heading', { name: /des lycéens se disent inquiets/ })).toContainText(
      '83\u00A0% des lycéens se disent inquiets',
    );
    await expect(
      page.getByRole('heading', { name: 'Plus de 50 modules et jeux pour te découvrir' }),
    ).toBeVisible();

    const blog = page.getByRole('region', { name: 'Des idées pour avancer' });
    const articleLinks = blog.getByRole('link', { name: /^Lire l'article/ });
    await expect(articleLinks).toHaveCount(3);
    for (const slug of [
      'explorer-metiers-demain',
      'questionnaire-orientation-premiers-pas',
      'accompagner-parents',
    ]) {
      await expect(blog.locator(`a[href="/blog/${slug}"]`)).toHaveCount(1);
    }
    await articleLinks.first().click();
    await expect(page).toHaveURL(/\/blog\/explorer-metiers-demain$/);
  });

  test('n’a aucune violation axe sérieuse ou critique, et se photographie à 360 et 1440 px', async ({
    page,
  }) => {
    // Reduced motion: the screenshots show the first line whole, whatever the timing.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(bubble(page)).toHaveText(LINES[0]);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'public-accueil');
  });
});
