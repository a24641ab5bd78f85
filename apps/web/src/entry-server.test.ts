import { findPost, SEED_BLOG_LIBRARY } from '@declic/domain';
import { aSiteConfig } from '@declic/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppPage, renderPage } from './entry-server';

const SITE = aSiteConfig();

// Runs in Node, as the API draws the public pages: no window, no document.
const render = async (path: string) =>
  (await renderPage(`https://declic.example${path}`, SEED_BLOG_LIBRARY))?.html;

describe('pages publiques dessinées par le serveur', () => {
  // The first render loads every page's module: on a loaded machine that alone passes a test's 5 s.
  beforeAll(() => render('/'), 60_000);

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

  it('les mentions légales portent l’identité de l’éditeur donnée par le serveur', async () => {
    const html = (await renderPage('https://declic.example/legal/mentions-legales', SEED_BLOG_LIBRARY, SITE))
      ?.html;
    expect(html).toContain('Éditeur Exemple');
    expect(html).toContain('href="mailto:contact@declic.example"');
    expect(html).not.toContain('Chargement des informations de l’éditeur');
  });

  it('toutes les pages publiques partent statiques avec leurs îlots', async () => {
    const hydration = async (path: string) =>
      (await renderPage(`https://declic.example${path}`, SEED_BLOG_LIBRARY))?.hydration;
    expect(await hydration('/')).toBe('islands');
    expect(await hydration('/blog')).toBe('islands');
    expect(await hydration('/blog/accompagner-parents')).toBe('islands');
    expect(await hydration('/legal/conditions')).toBe('islands');
    expect(await hydration('/legal/mentions-legales')).toBe('islands');
    expect(await hydration('/login')).toBe('islands');
    expect(await hydration('/register')).toBe('islands');
    expect(await hydration('/entreprise/inscription')).toBe('islands');
    expect(await hydration('/enseignant/inscription')).toBe('islands');
  });

  it('la mascotte arrive dessinée au premier instant, bouton « Passer » inactif, île marquée', async () => {
    const html = (await render('/')) ?? '';
    expect(html).toContain('data-island="mascotte"');
    expect(html).toMatch(/<button type="button" data-mascotte="bouton"[^>]*disabled=""/);
    expect(html).toContain('<span data-mascotte="libelle">Passer</span>');
    expect(html).toContain('data-mouth="closed"');
  });

  it('la connexion arrive avec son îlot, ses champs inactifs jusqu’au script, et la vue du nouveau mot de passe cachée', async () => {
    const html = (await render('/login')) ?? '';
    expect(html).toContain('data-island="connexion"');
    expect(html).toMatch(/<fieldset disabled="" data-waits-for-script="true"/);
    expect(html).toMatch(/<div data-view="new-password" hidden=""/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled="">Se connecter<\/button>/);
  });
});

describe('pages de l’espace élève dessinées pour un élève connecté', () => {
  const data = {
    userId: '00000000-0000-4000-8000-000000000001',
    progression: { level: 7, xp: 640, quests: [], perks: [], isPaid: false },
  };

  it('la coquille porte le niveau et l’XP de l’élève, et nomme les modules de la page', () => {
    const page = renderAppPage('/app/niveau/6', data);
    // React separates text from values with an empty comment.
    expect(page?.html).toMatch(/Niveau (<!-- -->)?7</);
    expect(page?.html).toMatch(/640(<!-- -->)?\u00A0XP/);
    expect(page?.html).toContain('Navigation de l’espace élève');
    expect(page?.modules.at(-2)).toBe('src/app/routes/app/level.tsx');
    expect(renderAppPage('/app/formations', data)?.modules.at(-1)).toBe('src/app/routes/app/formations.tsx');
  });

  it('dessine le titre de la page à sa place (niveau ouvert, catalogue, activités), et annonce l’écran du niveau', () => {
    const level = renderAppPage('/app/niveau/6', data);
    expect(level?.html).toMatch(/<h1 id="titre-niveau"[^>]*>Enquête métiers<\/h1>/);
    expect(level?.modules.at(-1)).toBe('src/features/levels/player/level-player-screen.tsx');
    expect(renderAppPage('/app/formations', data)?.html).toMatch(/<h1[^>]*>Formations<\/h1>/);
    expect(renderAppPage('/app', data)?.html).toMatch(/<h1[^>]*>Activités<\/h1>/);
  });

  it('un niveau fermé à l’élève n’a ni titre dessiné ni écran annoncé : l’appli y dira pourquoi', () => {
    const locked = renderAppPage('/app/niveau/9', data);
    expect(locked?.html).not.toContain('titre-niveau');
    expect(locked?.modules.at(-1)).toBe('src/app/routes/app/level.tsx');
  });

  it('rien pour un chemin que l’appli ne dessine pas dans sa coquille', () => {
    expect(renderAppPage('/app/inconnu', data)).toBeNull();
    expect(renderAppPage('/login', data)).toBeNull();
  });
});
