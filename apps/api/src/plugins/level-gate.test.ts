import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../test/helper';
import { requireLevel } from './level-gate';

describe(`requireLevel (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, (app) => {
      app.get('/gated', { preHandler: requireLevel(app, 6) }, async () => ({ ok: true }));
    });
  });
  afterAll(() => t.close());

  it('refuse sans jeton', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/gated' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'non_authentifie', message: 'Utilisateur non authentifié' });
  });

  it('refuse sous le niveau requis, accepte au-dessus', async () => {
    const user = await createTestUser(t);
    const below = await t.app.inject({ method: 'GET', url: '/gated', headers: user.headers });
    expect(below.statusCode).toBe(403);
    expect(below.json().message).toBe('Cette section s’ouvre au niveau 6. Tu es au niveau 1.');
    await t.database.query('INSERT INTO progression (user_id, level, xp) VALUES ($1, 6, 500)', [user.id]);
    const above = await t.app.inject({ method: 'GET', url: '/gated', headers: user.headers });
    expect(above.statusCode).toBe(200);
  });

  it('ne compte au-delà du niveau 10 que pour un compte payant', async () => {
    const app = await buildTestApp({}, (instance) => {
      instance.get('/chat-gated', { preHandler: requireLevel(instance, 15) }, async () => ({ ok: true }));
    });
    try {
      const user = await createTestUser(app);
      await app.database.query('INSERT INTO progression (user_id, level, xp) VALUES ($1, 15, 1400)', [
        user.id,
      ]);
      const unpaid = await app.app.inject({ method: 'GET', url: '/chat-gated', headers: user.headers });
      expect(unpaid.statusCode).toBe(403);
      await app.database.query('UPDATE users SET is_paid = true WHERE id = $1', [user.id]);
      const paid = await app.app.inject({ method: 'GET', url: '/chat-gated', headers: user.headers });
      expect(paid.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
