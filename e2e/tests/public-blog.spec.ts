import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtBothWidths } from '../support/screenshots';

const POSTS = [
  {
    slug: 'explorer-metiers-demain',
    title: 'Explorer les métiers de demain sans se perdre',
    category: 'Futur du travail',
    date: '13 octobre 2025',
  },
  {
    slug: 'questionnaire-orientation-premiers-pas',
    title: 'Questionnaire d’orientation\u202F: tes premiers pas',
    category: 'Méthodologie',
    date: '15 octobre 2025',
  },
  {
    slug: 'accompagner-parents',
    title: 'Parents\u202F: accompagner l’orientation sans décider à sa place',
    category: 'Vie familiale',
    date: '17 octobre 2025',
  },
];

test('le blog liste les trois articles avec catégorie, temps de lecture, date et lien', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Les coulisses de l'orientation");
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, post] of POSTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card).toContainText(post.category);
    await expect(card).toContainText('2\u00A0min de lecture');
    await expect(card).toContainText(post.date);
    await expect(card.getByRole('link', { name: /^Lire l'article/ })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
  }
});

for (const post of POSTS) {
  test(`l’article ${post.slug} suit la mise en page prévue`, async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: `Lire l'article\u202F: ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));

    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(post.title);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} · Déclic`);
    const main = page.locator('main');
    await expect(main).toContainText(post.category);
    await expect(main).toContainText('2\u00A0min de lecture');
    await expect(main).toContainText(`Publié le ${post.date}`);
    await expect(main).toContainText('Brouillon à enrichir');
    await expect(page.getByRole('heading', { name: 'En bref' })).toBeVisible();
    const todo = page.getByRole('region', { name: 'Notes de la rédaction' });
    expect(await todo.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    // A real first draft: well over 300 words of text.
    const words = (await main.locator('article h2 ~ p, article li').allInnerTexts()).join(' ').split(/\s+/);
    expect(words.length).toBeGreaterThan(300);

    await expect(page.getByRole('link', { name: 'Lancer le questionnaire' })).toHaveAttribute(
      'href',
      '/avatar',
    );
    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
}

test('un article inconnu affiche « Article introuvable » et ramène au blog', async ({ page }) => {
  await page.goto('/blog/cet-article-nexiste-pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article introuvable');
  await page.getByRole('link', { name: 'Voir tous les articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('le blog et chaque article n’ont aucune violation axe sérieuse ou critique, photographiés à 360 et 1440 px', async ({
  page,
}) => {
  await page.goto('/blog');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'public-blog');
  for (const post of POSTS) {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, `public-blog-${post.slug}`);
  }
});
