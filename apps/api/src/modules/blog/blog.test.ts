import { BLOG_POSTS } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShellTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';

const ARTICLE = {
  title: 'Le stage de seconde : trouver en trois semaines',
  description: 'Une méthode simple pour décrocher ton stage d’observation de seconde, sans stress.',
  category: 'Méthodologie',
  publishedAt: '2026-11-20',
  status: 'publie',
  markdown:
    '## Commencer tôt\n\nÉcris ta liste de dix entreprises dès maintenant.\n\n- ta famille\n- ton quartier',
  keyPoints: ['Commence tôt', 'Relance une fois'],
  editorialTodo: ['Ajouter le calendrier officiel'],
  reason: 'Nouvel article demandé par les profs',
};

describe(`le blog en données : l’équipe écrit, la page publique change (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await buildShellTestApp();
    staff = await createTestUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  const save = (slug: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/blog/${slug}`, headers: staff.headers, payload: body });
  const library = async () => (await t.app.inject({ url: '/api/blog' })).json();

  it('les trois premiers articles sont copiés en base au premier démarrage', async () => {
    const { posts, bodies } = await library();
    expect(posts.map((post: { slug: string }) => post.slug)).toEqual(BLOG_POSTS.map((post) => post.slug));
    expect(posts.map((post: { readingTime: number }) => post.readingTime)).toEqual(
      BLOG_POSTS.map((post) => post.readingTime),
    );
    expect(Object.keys(bodies)).toHaveLength(3);
    const articles = (await t.app.inject({ url: '/api/admin/blog', headers: staff.headers })).json().articles;
    expect(articles[0].markdown).toMatch(/^## /);
  });

  it('un nouvel article publié : sa page a son titre, son texte, og:title, et le plan du site le liste', async () => {
    const saved = await save('stage-de-seconde', ARTICLE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().title).toBe('Le stage de seconde\u202f: trouver en trois semaines');
    const page = await t.app.inject({ url: '/blog/stage-de-seconde' });
    expect(page.body).toContain(
      '<meta property="og:title" content="Le stage de seconde\u202f: trouver en trois semaines · Déclic" />',
    );
    expect(page.body).toContain('Écris ta liste de dix entreprises dès maintenant.');
    expect(page.body).toContain('<script id="declic-blog" type="application/json">');
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain('/blog/stage-de-seconde</loc>');
    const [audit] = await t.database.query<{ reason: string }>(
      "SELECT reason FROM staff_audit WHERE action = 'article_blog'",
    );
    expect(audit?.reason).toBe('Nouvel article demandé par les profs');
  });

  it('repassé en brouillon, il disparaît du blog public ; une page mal écrite est refusée sans rien perdre', async () => {
    expect((await save('stage-de-seconde', { ...ARTICLE, status: 'brouillon' })).statusCode).toBe(200);
    expect((await library()).posts.map((post: { slug: string }) => post.slug)).not.toContain(
      'stage-de-seconde',
    );
    expect((await t.app.inject({ url: '/blog/stage-de-seconde' })).body).not.toContain('og:title');

    const broken = await save('stage-de-seconde', { ...ARTICLE, markdown: 'Du texte sans titre.' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('Commencez par un titre');
    const kept = (await t.app.inject({ url: '/api/admin/blog', headers: staff.headers }))
      .json()
      .articles.find((article: { slug: string }) => article.slug === 'stage-de-seconde');
    expect(kept.markdown).toBe(ARTICLE.markdown);
    expect((await save('Mauvaise Adresse', ARTICLE)).statusCode).toBe(400);
  });
});
