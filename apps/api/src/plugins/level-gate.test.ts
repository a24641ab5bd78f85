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
});
