import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

const GATED = [
  { label: 'Formations', level: 6, path: '/app/formations' },
  { label: 'Emplois', level: 9, path: '/app/emplois' },
  { label: 'Lettre de motivation', level: 12, path: '/app/lettre' },
  { label: 'Chat', level: 15, path: '/app/chat' },
];

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu de l’espace élève' });
const lockedEntry = (page: Page, label: string, level: number) =>
  sidebar(page).getByRole('link', { name: `${label} — verrouillé, s’ouvre au niveau ${level}` });

test.use({ viewport: { width: 1440, height: 900 } });

test('un nouvel élève voit Formations, Emplois, Lettre et Chat verrouillés avec les niveaux 6, 9, 12 et 15', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Activités' })).toBeVisible();
  for (const entry of GATED) {
    const locked = lockedEntry(page, entry.label, entry.level);
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked).not.toHaveAttribute('href');
    await expect(locked).toHaveAttribute('data-locked-level', String(entry.level));
    await expect(locked).toContainText(String(entry.level));
  }
  // A click on a locked entry goes nowhere.
  const before = page.url();
  // force: Playwright itself refuses to click an aria-disabled element; the page must ignore it too.
  await lockedEntry(page, 'Formations', 6).click({ force: true });
  await expect(page).toHaveURL(before);
  await expect(sidebar(page).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/app/profile');
  await expect(sidebar(page).getByRole('link', { name: 'Activités' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'shell-activites-niveau-1');
});

test('au niveau 9 donné par l’équipe, Formations et Emplois s’ouvrent et une notification le dit', async ({
  page,
}) => {
  const user = await signUpAndSignIn(page);
  await expect(lockedEntry(page, 'Formations', 6)).toBeVisible();
  // The browser has seen level 1 (notifications compare with the last level seen).
  await page.waitForFunction(() =>
    Object.keys(window.localStorage).some((key) => key.startsWith('declic.notifications.')),
  );

  await setLevel(user.id, 9);
  await page.reload();

  await expect(sidebar(page).getByText('Niveau 9', { exact: true })).toBeVisible();
  for (const entry of GATED.slice(0, 2)) {
    const link = sidebar(page).getByRole('link', { name: entry.label, exact: true });
    await expect(link).toHaveAttribute('href', entry.path);
    await expect(link).not.toHaveAttribute('aria-disabled');
  }
  for (const entry of GATED.slice(2)) await expect(lockedEntry(page, entry.label, entry.level)).toBeVisible();

  const bell = page.getByRole('button', { name: /^Notifications, \d+ non lues?$/ });
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Débloqué.*Formations/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Débloqué.*Emplois/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /niveau 9/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Formations', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/formations$/);
  await expect(page.getByRole('banner')).toContainText('Formations');
});

test('la palette Ctrl K ouvre une page ou un niveau, et montre ce qui est verrouillé', async ({ page }) => {
  await signUpAndSignIn(page);
  // The shortcut listens once the shell is drawn: wait for its search box before pressing.
  await expect(page.getByRole('banner').getByRole('button', { name: /Rechercher/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Rechercher une page ou un niveau' });
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('placeholder', 'Rechercher');

  await search.fill('formations');
  await expect(page.getByRole('option', { name: /Formations/ })).toHaveAttribute('aria-disabled', 'true');

  await search.fill('video fondateur');
  await expect(page.getByRole('option', { name: /Niveau 2 · La vidéo du fondateur/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/niveau\/2$/);
  await expect(page.getByRole('dialog')).toBeHidden();

  // The header's search box opens it too.
  await page.getByRole('button', { name: /Rechercher/ }).click();
  await expect(search).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
});

test('Déconnexion, depuis le menu du compte, ramène à l’accueil et oublie le quiz du niveau 4', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // What a half-done level-4 quiz leaves in the browser of a shared computer.
  await page.evaluate(() => localStorage.setItem('declic.niveau4.quiz', '{"index":3,"answers":[]}'));
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('declic.niveau4.quiz'))).toBeNull();
  await page.goto('/app/activites');
  await expect(page).toHaveURL(/\/login$/);
});
