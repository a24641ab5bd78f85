import { findPost, SEED_BLOG_LIBRARY } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

// Runs in Node, as the API draws the public pages: no window, no document.
const render = async (path: string) =>
  (await renderPage(`https://declic.example${path}`, SEED_BLOG_LIBRARY))?.html;

describe('pages publiques dessinées par le serveur', () => {
  it('l’accueil : le titre, la mascotte et son bouton, les derniers articles', async () => {
    const html = await render('/');
    expect(html).toContain('Trouve ta voie');
    expect(html).toContain('Salut\u202f! Moi, c’est Clic.');
    expect(html).toContain('id="mascotte-titre"');
    expect(html).toContain(findPost('accompagner-parents')!.title);
  });

  it('un article : son titre et son premier paragraphe, depuis les articles donnés', async () => {
    const html = await render('/blog/accompagner-parents');
    expect(html).toContain('Un appui, pas un pilote');
    expect(html).toContain('Cet article s’adresse à vous, parents.');
    const other = await renderPage('https://declic.example/blog/accompagner-parents', {
      posts: [],
      bodies: {},
    });
    expect(other?.html).not.toContain('Cet article s’adresse à vous, parents.');
  });

  it('la connexion et les conditions ont leur contenu', async () => {
    expect(await render('/login')).toContain('Se connecter');
    expect(await render('/legal/conditions')).toMatch(/<h1[^>]*>Conditions/);
  });

  it('l’accueil, le blog et les articles partent statiques avec leurs îlots ; les formulaires sont hydratés', async () => {
    const hydration = async (path: string) =>
      (await renderPage(`https://declic.example${path}`, SEED_BLOG_LIBRARY))?.hydration;
    expect(await hydration('/')).toBe('islands');
    expect(await hydration('/blog')).toBe('islands');
    expect(await hydration('/blog/accompagner-parents')).toBe('islands');
    expect(await hydration('/login')).toBe('whole-page');
    expect(await hydration('/legal/conditions')).toBe('whole-page');
  });

  it('la mascotte arrive dessinée au premier instant, bouton « Passer » inactif, île marquée', async () => {
    const html = (await render('/')) ?? '';
    expect(html).toContain('data-island="mascotte"');
    expect(html).toMatch(/<button type="button" data-mascotte="bouton"[^>]*disabled=""/);
    expect(html).toContain('<span data-mascotte="libelle">Passer</span>');
    expect(html).toContain('data-mouth="closed"');
  });
});
