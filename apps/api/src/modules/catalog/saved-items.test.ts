import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { aFormation, anOffre } from './catalog-test-data';

describe(`listes personnelles (${testDatabaseKind})`, () => {
  let t: TestApp;
  let lea: TestUser;
  let sam: TestUser;
  let formationId: string;
  let offreId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await aFormation(t, 'BUT Informatique');
    offreId = await anOffre(t, 'Développeur web');
    const [row] = await t.database.query<{ id: string }>('SELECT id::text AS id FROM catalog_formations');
    formationId = row!.id;
    lea = await atLevel(t, await createTestUser(t), 9);
    sam = await atLevel(t, await createTestUser(t), 9);
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/catalog/${url}`, headers: user.headers, payload: payload as object });

  it('enregistre la sélection, sans doublon, et ne montre à chacun que sa liste', async () => {
    expect((await call(lea, 'POST', 'formations/saved', { ids: [formationId, formationId] })).json()).toEqual(
      { saved: 1 },
    );
    expect((await call(lea, 'POST', 'formations/saved', { ids: [formationId] })).json()).toEqual({
      saved: 0,
    });
    expect((await call(lea, 'POST', 'metiers/saved', { ids: [offreId, 'INCONNU'] })).json()).toEqual({
      saved: 1,
    });
    const formations = (await call(lea, 'GET', 'formations/saved')).json();
    expect(formations.items.map((item: { nm: string[] }) => item.nm[0])).toEqual(['BUT Informatique']);
    expect((await call(sam, 'GET', 'formations/saved')).json()).toEqual({ items: [] });
  });

  it('retire un élément de la liste', async () => {
    expect((await call(lea, 'DELETE', `metiers/saved/${offreId}`)).statusCode).toBe(204);
    expect((await call(lea, 'GET', 'metiers/saved')).json()).toEqual({ items: [] });
  });

  it('refuse des identifiants tous inconnus, une sélection vide, et les niveaux trop bas', async () => {
    expect((await call(lea, 'POST', 'metiers/saved', { ids: ['NOPE'] })).statusCode).toBe(404);
    expect((await call(lea, 'POST', 'metiers/saved', { ids: [] })).statusCode).toBe(400);
    const level6 = await atLevel(t, await createTestUser(t), 6);
    expect((await call(level6, 'GET', 'formations/saved')).statusCode).toBe(200);
    expect((await call(level6, 'GET', 'metiers/saved')).statusCode).toBe(403);
  });
});
