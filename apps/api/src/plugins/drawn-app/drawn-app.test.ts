import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebTestApp, createTestUser, SHELL_HTML, type TestApp } from '../../../test/helper';
import { startFamily } from '../../modules/auth/refresh-tokens.repository';

// A built web app of its own: the shell, Vite's manifest, and a server rendering that draws the
// student's level (the real one is tested in apps/web entry-server.test.ts).
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-appli-dessinee-'));
const distDir = path.join(folder, 'dist');
fs.mkdirSync(path.join(distDir, '.vite'), { recursive: true });
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  SHELL_HTML.replace('</body>', '<script type="module" src="/assets/index-a1.js"></script></body>'),
);
fs.writeFileSync(
  path.join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a1.js' },
    'src/app/routes/app/shell.tsx': { file: 'assets/shell-d4.js', imports: ['_ui-c3.js'] },
    '_ui-c3.js': { file: 'assets/ui-c3.js' },
    'src/app/routes/app/level.tsx': { file: 'assets/level-e5.js', imports: ['_ui-c3.js'] },
  }),
);
fs.mkdirSync(path.join(folder, 'dist-ssr'));
fs.writeFileSync(
  path.join(folder, 'dist-ssr', 'entry-server.js'),
  `export async function renderPage() { return null; }
   export function renderAppPage(path, data) {
     if (path === '/app/casse') throw new Error('cassé');
     if (!path.startsWith('/app/niveau/')) return null;
     return {
       html: '<p>Niveau ' + data.progression.level + ' · ' + data.progression.xp + ' XP</p>',
       modules: ['src/app/routes/app/shell.tsx', 'src/app/routes/app/level.tsx'],
     };
   }`,
);

describe('pages de l’espace élève envoyées dessinées', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildWebTestApp(distDir, { PUBLIC_URL: 'http://declic.test' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /** A student at level 7 with 640 XP, and the refresh cookie of a session of theirs. */
  async function studentWithSession(profileType: 'student' | 'company' = 'student') {
    const user = await createTestUser(t, { profileType });
    await t.database.query('INSERT INTO progression (user_id, level, xp) VALUES ($1, 7, 640)', [user.id]);
    const { token } = await startFamily(t.database, user.id, new Date());
    return { user, cookie: `declic_refresh=${token}` };
  }
  const getPage = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('un élève connecté reçoit la coquille avec son niveau, les morceaux de la page annoncés et sa progression', async () => {
    const { user, cookie } = await studentWithSession();
    const response = await getPage('/app/niveau/6', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<div id="root" data-drawn="app"><p>Niveau 7 · 640 XP</p></div>');
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shell-d4.js" />',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/level-e5.js" />',
    );
    expect(response.body.match(/ui-c3\.js/g)).toHaveLength(1);
    expect(response.body).not.toContain(
      'modulepreload" crossorigin fetchpriority="low" href="/assets/index-a1.js',
    );
    const json = response.body.match(
      /<script id="declic-app" type="application\/json">([^<]*)<\/script>/,
    )?.[1];
    expect(JSON.parse(json!)).toMatchObject({ userId: user.id, progression: { level: 7, xp: 640 } });
  });

  it('la page ne fait pas tourner le cookie : l’appli le renouvelle ensuite normalement', async () => {
    const { cookie } = await studentWithSession();
    const response = await getPage('/app/niveau/6', cookie);
    expect(response.headers['set-cookie']).toBeUndefined();
    await getPage('/app/niveau/6', cookie);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { origin: 'http://declic.test', cookie },
    });
    expect(refresh.statusCode).toBe(200);
    // The traded cookie no longer draws the page.
    expect((await getPage('/app/niveau/6', cookie)).body).not.toContain('data-drawn');
  });

  it('sans session valable : l’appli nue comme avant, jamais une erreur', async () => {
    const bare = (body: string) => body.includes('<div id="root"></div>') && !body.includes('declic-app');
    const { user, cookie } = await studentWithSession();
    for (const request of [
      getPage('/app/niveau/6'),
      getPage('/app/niveau/6', 'declic_refresh=inconnu'),
      getPage('/app/niveau/6', `declic_refresh=${'x'.repeat(300)}`),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(200);
      expect(bare(response.body)).toBe(true);
    }
    await t.database.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1', [user.id]);
    expect(bare((await getPage('/app/niveau/6', cookie)).body)).toBe(true);
    const expired = await studentWithSession();
    await t.database.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [expired.user.id],
    );
    expect(bare((await getPage('/app/niveau/6', expired.cookie)).body)).toBe(true);
  });

  it('un compte entreprise, une page que l’appli ne dessine pas ou un dessin en échec : l’appli nue', async () => {
    const company = await studentWithSession('company');
    expect((await getPage('/app/niveau/6', company.cookie)).body).toContain('<div id="root"></div>');
    const { cookie } = await studentWithSession();
    for (const url of ['/app/inconnue', '/app/casse']) {
      const response = await getPage(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('une adresse mal encodée : un 400 en français, jamais une erreur du serveur', async () => {
    const { cookie } = await studentWithSession();
    for (const url of ['/app/niveau/%E0%A4%A', '/blog/%ZZ']) {
      const response = await getPage(url, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'adresse_invalide',
        message: expect.stringMatching(/vérifie le lien/),
      });
    }
  });
});
