import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { setLevel, setPaid } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

// The e2e server starts with the demo catalogues: « Infirmier / Infirmière » among the métiers,
// « BUT Informatique » among the formations (each in 8 « Campus démo » towns).

const STYLE_MARKS = {
  Sobre: 'mes salutations distinguées',
  Enthousiaste: 'c’est avec un grand enthousiasme',
  Professionnel: 'dossier de motivation',
} as const;

const letterBox = (page: Page) => page.locator('pre').first();

async function pickWithKeyboard(page: Page, field: string, typed: string, option: RegExp) {
  const input = page.getByRole('combobox', { name: field });
  await input.fill(typed);
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  // The list is drawn a moment before the field says it is open: an arrow pressed in between
  // would only open it. Wait for the field's own state.
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await input.press('ArrowDown');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { selected: true })).toHaveText(option);
  await input.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await expect(input).toHaveValue(option);
}

test('niveau 12 : autocomplétion au clavier, les trois styles, copier, et « Mes lettres »', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await signUpAndSignIn(page, { firstName: 'Inès', lastName: 'Benali' });
  await setPaid(user.id, true);
  await setLevel(user.id, 12);
  // A controllable clock (it still flows on its own) lets the test pass the typing pause at once.
  await page.clock.install();
  await page.goto('/app/lettre');
  await expect(page.getByRole('heading', { level: 1, name: 'Lettre de motivation' })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Générer' });
  await expect(generate).toBeDisabled();

  // One letter: no list, and the typed text is not a selection yet; no suggestion is even asked.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/letter/suggest') asked.push(url.searchParams.get('q') ?? '');
  });
  await page.getByRole('combobox', { name: 'Le métier visé' }).fill('i');
  await page.clock.runFor(400);
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  expect(asked).toEqual([]);
  await expect(generate).toBeDisabled();

  await pickWithKeyboard(page, 'Le métier visé', 'infirm', /^Infirmier \/ Infirmière$/);
  expect(asked).toEqual(['infirm']);
  await expect(page.getByText('Choisi\u202f: Infirmier / Infirmière')).toBeVisible();
  await expect(generate).toBeEnabled();

  for (const [style, mark] of Object.entries(STYLE_MARKS)) {
    await page.getByLabel('Style').selectOption({ label: style });
    await generate.click();
    await expect(letterBox(page)).toContainText(mark);
    await expect(letterBox(page)).toContainText('Inès Benali');
    await expect(letterBox(page)).toContainText('«\u202fInfirmier / Infirmière\u202f»');
  }

  await page.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByRole('button', { name: 'Copié\u202f!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await letterBox(page).textContent());
  expect(copied).toContain(STYLE_MARKS.Professionnel);

  // 'Télécharger PDF': a clean page with the letter alone, printed by the browser.
  const [printable] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Télécharger PDF' }).click(),
  ]);
  await expect(printable.locator('pre')).toHaveText(copied);
  await expect(printable.locator('nav, button, header')).toHaveCount(0);
  await printable.close();

  // Typing again clears the selection; the formation side lists establishments.
  await page.getByRole('button', { name: 'Formation' }).click();
  await pickWithKeyboard(
    page,
    'La formation visée',
    'but info',
    /^BUT Informatique — Campus démo Déclic de /,
  );
  await page.getByLabel('Style').selectOption({ label: 'Sobre' });
  await generate.click();
  await expect(letterBox(page)).toContainText('la formation «\u202fBUT Informatique\u202f»');
  await expect(letterBox(page)).toContainText('au sein de Campus démo Déclic de');

  const mine = page.getByRole('region', { name: 'Mes lettres' }).getByRole('listitem');
  await expect(mine).toHaveCount(4);
  await expect(mine.first()).toContainText('BUT Informatique');
  await expect(mine.nth(1)).toContainText('Infirmier / Infirmière · Professionnel');

  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'lettre');
});
