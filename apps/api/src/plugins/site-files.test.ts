import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://declic.example/' });
});
afterAll(() => t?.close());

describe('fichiers pour les moteurs de recherche', () => {
  it('robots.txt est du texte : le site public ouvert, /app et /api fermés, l’adresse du plan', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = robots.body.split('\n');
    expect(lines).toContain('Disallow: /app/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: https://declic.example/sitemap.xml');
  });

  it('sitemap.xml liste chaque page publique et chaque article, en adresses absolues', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://declic.example/',
        'https://declic.example/blog',
        'https://declic.example/blog/accompagner-parents',
        'https://declic.example/login',
        'https://declic.example/legal/mentions-legales',
      ]),
    );
    expect(locs.some((loc) => loc?.includes('/app'))).toBe(false);
    // Every <url> is closed: the document is well formed for a crawler.
    expect(sitemap.body.match(/<url>/g)?.length).toBe(sitemap.body.match(/<\/url>/g)?.length);
    expect(sitemap.body).toContain('<lastmod>2025-10-17</lastmod>');
  });
});
