import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPost, pageTitle } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebTestApp, type TestApp } from '../../test/helper';

// The shell as Vite builds it: one title, one description, an empty root.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-pages-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="fr"><head><meta name="description" content="Coquille" /><title>Déclic — trouve ta voie</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildWebTestApp(distDir, { PUBLIC_URL: 'https://declic.example' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

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
