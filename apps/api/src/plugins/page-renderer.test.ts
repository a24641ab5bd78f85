import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BlogLibrary, SEED_BLOG_LIBRARY } from '@declic/domain';
import { aSiteConfig } from '@declic/domain/testing';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedRenderer, loadPageRenderer } from './page-renderer';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-rendu-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
const silent = pino({ level: 'silent' });
const site = aSiteConfig();

describe('rendu serveur des pages publiques', () => {
  it('chaque page est dessinée une fois par jeu d’articles publiés', async () => {
    const drawn: string[] = [];
    const render = cachedRenderer(async (page, library) => {
      drawn.push(page);
      return { html: `<h1>${page} (${library.posts.length})</h1>`, hydration: 'whole-page' };
    });
    const republished: BlogLibrary = { ...SEED_BLOG_LIBRARY, posts: [] };
    expect((await render('/blog', SEED_BLOG_LIBRARY))?.html).toBe(
      `<h1>/blog (${SEED_BLOG_LIBRARY.posts.length})</h1>`,
    );
    await render('/blog', SEED_BLOG_LIBRARY);
    await render('/login', SEED_BLOG_LIBRARY);
    expect((await render('/blog', republished))?.html).toBe('<h1>/blog (0)</h1>');
    expect(drawn).toEqual(['/blog', '/login', '/blog']);
  });

  it('lit le module construit, qui dessine avec la configuration du site ; une page qui ne se dessine pas part sans contenu', async () => {
    const file = path.join(folder, 'entry-server.js');
    fs.writeFileSync(
      file,
      `export async function renderPage(url, _library, site) {
        if (url.endsWith('/casse')) throw new Error('cassé');
        return { html: '<p>' + url + ' ' + site.publisher.name + '</p>', hydration: 'islands' };
      }`,
    );
    const render = await loadPageRenderer(file, 'https://declic.example', site, silent);
    expect(await render?.('/blog', SEED_BLOG_LIBRARY)).toEqual({
      html: '<p>https://declic.example/blog Éditeur Exemple</p>',
      hydration: 'islands',
    });
    expect(await render?.('/casse', SEED_BLOG_LIBRARY)).toBeNull();
  });

  it('sans module construit, ou avec un module illisible, pas de rendu serveur', async () => {
    expect(
      await loadPageRenderer(path.join(folder, 'absent.js'), 'https://declic.example', site, silent),
    ).toBeNull();
    const broken = path.join(folder, 'casse.js');
    fs.writeFileSync(broken, 'export async function renderPage( {');
    expect(await loadPageRenderer(broken, 'https://declic.example', site, silent)).toBeNull();
  });
});
