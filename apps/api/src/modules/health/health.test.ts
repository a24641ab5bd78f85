import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseKind } from '../../../test/helper';
import { readMigrations } from '../../db/migrate';

describe(`API de base (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health donne le moteur et la dernière migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind,
      migration: readMigrations().at(-1)?.id,
    });
  });

  it('GET /api/ready : prêt quand la base a toutes les migrations, 503 en français sinon', async () => {
    const latest = readMigrations().at(-1)?.id;
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: testDatabaseKind, migration: latest });
    await t.database.query('DELETE FROM declic_migrations WHERE id = $1', [latest]);
    try {
      const behind = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json().code).toBe('pas_pret');
      expect(behind.json().message).toContain(`migration ${latest} attendue`);
    } finally {
      await t.database.query('INSERT INTO declic_migrations (id) VALUES ($1)', [latest]);
    }
  });

  it('chaque réponse, erreurs comprises, porte son identifiant de requête', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nexiste-pas' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    // The id a proxy gave is kept; anything else is replaced.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-4f9c2a7d' },
    });
    expect(proxied.headers['x-request-id']).toBe('nginx-4f9c2a7d');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\n<script>' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('répond 404 en JSON français sur un chemin d’API inconnu', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nexiste-pas?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      code: 'introuvable',
      message: 'Aucune ressource à l’adresse /api/nexiste-pas.',
    });
  });

  it('envoie une politique de sécurité du contenu', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('n’ouvre les WebSockets que vers notre hôte, et n’annonce HSTS qu’en https', async () => {
    const plain = await buildTestApp({ PUBLIC_URL: 'http://declic.test:8080' });
    const secure = await buildTestApp({ PUBLIC_URL: 'https://declic.example' });
    try {
      const overHttp = await plain.app.inject({ method: 'GET', url: '/api/health' });
      expect(overHttp.headers['content-security-policy']).toContain(
        "connect-src 'self' ws://declic.test:8080;",
      );
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      const overHttps = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(overHttps.headers['content-security-policy']).toContain(
        "connect-src 'self' wss://declic.example;",
      );
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await plain.close();
      await secure.close();
    }
  });

  it('donne l’identité de l’éditeur depuis la configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json().socialHandle).toBe('@declic.orientation');
    expect(response.json().level2VideoUrl).toBeNull();
  });

  it('autorise dans la CSP l’hôte d’une vidéo du niveau 2 hébergée ailleurs, pas YouTube', async () => {
    const cdn = await buildTestApp({ LEVEL2_VIDEO_URL: 'https://cdn.example.org/fondateur.mp4' });
    try {
      const response = await cdn.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toContain(
        "media-src 'self' blob: https://cdn.example.org",
      );
    } finally {
      await cdn.close();
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("media-src 'self' blob:;");
  });

  it('sert l’adresse de la vidéo du niveau 2 quand elle est configurée', async () => {
    const configured = await buildTestApp({
      LEVEL2_VIDEO_URL: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/site' });
      expect(response.json().level2VideoUrl).toBe('https://www.youtube.com/watch?v=abcdefghijk');
      expect(response.headers['content-security-policy']).toContain("media-src 'self' blob:;");
      // The YouTube player's script is allowed only because the video is on YouTube.
      expect(response.headers['content-security-policy']).toContain(
        "script-src 'self' https://www.youtube.com https://s.ytimg.com;",
      );
    } finally {
      await configured.close();
    }
  });

  it('applique les migrations une seule fois', async () => {
    const rows = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM declic_migrations');
    expect(rows[0]?.n).toBe(readMigrations().length);
  });
});
