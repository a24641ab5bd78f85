import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShellTestApp, type TestApp, testDatabaseKind } from '../../../test/helper';
import { greyPng, pngDataUrl } from '../../../test/png';
import { createLink, shareReadyStudent } from './sharing.test-support';

describe(`la page /partage/{jeton} pour les aperçus de lien (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildShellTestApp();
  });
  afterAll(() => t?.close());

  it('porte le prénom, le profil, l’image de la story et noindex ; un aperçu ne compte pas comme une visite', async () => {
    const user = await shareReadyStudent(t, 'Inès');
    const story = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/share-image',
      headers: user.headers,
      payload: { dataUrl: pngDataUrl(greyPng(1080, 1920)) },
    });
    expect(story.statusCode).toBe(200);
    const link = await createLink(t, user);

    const response = await t.app.inject({ url: link.path });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Le profil d’orientation de Inès · Déclic</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toMatch(
      /<meta property="og:description" content="Inès a découvert son profil SAE sur Déclic, avec des idées comme [^"]+\. Et toi\u202f\?" \/>/,
    );
    expect(html).toContain(
      `<meta property="og:image" content="https://declic.example${story.json().url}" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('Benali');
    expect(html).not.toContain(user.email);
    const [row] = await t.database.query<{ views: number }>('SELECT views FROM share_links WHERE id = $1', [
      link.id,
    ]);
    expect(row?.views).toBe(0);
  });

  it('un lien supprimé ou inventé répond 404, avec l’application pour le dire', async () => {
    const user = await shareReadyStudent(t, 'Malo');
    const link = await createLink(t, user);
    await t.app.inject({ method: 'DELETE', url: `/api/share/links/${link.id}`, headers: user.headers });
    for (const url of [link.path, '/partage/inconnu', `/partage/${'B'.repeat(22)}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('og:title');
    }
  });
});
