import { findPost, pageTitle, SEED_BLOG_LIBRARY } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShellTestApp, SHELL_HTML, type TestApp } from '../../test/helper';
import { publicPageHtml } from './page-html';
import type { RenderedPage } from './page-renderer';

let t: TestApp;
beforeAll(async () => {
  t = await buildShellTestApp();
});
afterAll(() => t?.close());

const page = async (url: string) => (await t.app.inject({ url })).body;

describe('pages publiques livrées avec leur contenu', () => {
  it('un article : son titre, son premier paragraphe, ses balises de partage, dans le HTML', async () => {
    const html = await page('/blog/accompagner-parents');
    const title = pageTitle(findPost('accompagner-parents')!.title);
    expect(title).toBe('Parents\u202f: accompagner l’orientation sans décider à sa place · Déclic');
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<link rel="canonical" href="https://declic.example/blog/accompagner-parents" />');
    expect(html).toContain('<h2>Un appui, pas un pilote</h2><p>Cet article s’adresse à vous, parents.');
    expect(html).not.toContain('content="Coquille"');
  });

  it('l’accueil et le blog ont chacun leur titre et leur description', async () => {
    const landing = await page('/');
    expect(landing).toContain('<meta property="og:url" content="https://declic.example/" />');
    expect(landing).toContain('<meta name="twitter:card" content="summary" />');
    const blog = await page('/blog');
    expect(blog).toContain('<title>Blog · Déclic</title>');
    expect(blog).toContain('<noscript><h1>Blog · Déclic</h1>');
  });

  it('un écran connecté ou un article inconnu reçoivent la coquille telle quelle', async () => {
    for (const url of ['/app/results', '/blog/inconnu']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('content="Coquille"');
      expect(response.body, url).not.toContain('og:title');
    }
  });
});

describe('adresse mal formée', () => {
  it('une adresse mal encodée reçoit un 400 en français, page ou API', async () => {
    for (const url of ['/blog/%E0%A4%A', '/api/blog/%E0%A4%A']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        code: 'adresse_invalide',
        message: 'Cette adresse n’est pas valide\u202f: vérifie le lien.',
      });
    }
  });
});

const ISLANDS_SHELL_HTML = SHELL_HTML.replace(
  '</body>',
  '<script type="module" src="/assets/public-page.js"></script></body>',
);

/** The blog page as the server sends it with `content` rendered into #root (hydrated whole by the app). */
const renderedBlogPage = (content: string, hydration: RenderedPage['hydration'] = 'whole-page') =>
  publicPageHtml(
    { app: SHELL_HTML, islands: ISLANDS_SHELL_HTML },
    '/blog',
    'https://declic.example',
    undefined,
    SEED_BLOG_LIBRARY,
    { html: content, hydration },
  );

describe('page dessinée par le serveur', () => {
  it('son contenu va dans #root, sans <noscript> en double ; les articles restent joints', () => {
    const html = renderedBlogPage('<main id="contenu"><h1>Blog</h1></main>');
    expect(html).toContain('<div id="root"><main id="contenu"><h1>Blog</h1></main></div>');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script id="declic-blog" type="application/json">');
  });

  it('une page statique à îlots part dans sa propre coquille, sans le JSON que seule l’appli lit', () => {
    const html = renderedBlogPage('<main id="contenu"><h1>Blog</h1></main>', 'islands');
    expect(html).toContain('<div id="root"><main id="contenu"><h1>Blog</h1></main></div>');
    expect(html).toContain('src="/assets/public-page.js"');
    expect(html).toContain('<title>Blog · Déclic</title>');
    expect(html).toContain('<link rel="canonical" href="https://declic.example/blog" />');
    expect(html).not.toContain('declic-blog');
  });

  it('sans coquille à îlots construite, la page part dans celle de l’appli, qui l’hydrate', () => {
    const html = publicPageHtml(
      { app: SHELL_HTML, islands: null },
      '/blog',
      'https://declic.example',
      undefined,
      SEED_BLOG_LIBRARY,
      { html: '<h1>Blog</h1>', hydration: 'islands' },
    );
    expect(html).toContain('<div id="root"><h1>Blog</h1></div>');
    expect(html).not.toContain('public-page.js');
    expect(html).toContain('<script id="declic-blog" type="application/json">');
  });

  it("un « $& » ou un « $' » du contenu reste du texte", () => {
    const content = "<p>Un repas à 5 $&amp; un café à 1 $' ou $&</p>";
    const html = renderedBlogPage(content);
    expect(html).toContain(`<div id="root">${content}</div>`);
  });
});
