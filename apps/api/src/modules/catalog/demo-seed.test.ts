import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLevel, buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { seedDemoCatalog } from './demo-seed';

describe(`catalogue de démonstration (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CATALOG_DEMO: 'auto' });
  });
  afterAll(() => t.close());

  it('remplit des tables vides au démarrage, marqué comme démo, une seule fois', async () => {
    const counts = await t.database.query<{ formations: number; offres: number }>(
      `SELECT (SELECT count(*)::int FROM catalog_formations WHERE source = 'demo') AS formations,
              (SELECT count(*)::int FROM catalog_offres WHERE source = 'demo') AS offres`,
    );
    expect(counts[0]).toEqual({ formations: 48, offres: 64 });
    expect(await seedDemoCatalog(t.database)).toBe(0);
  });

  it('se cherche comme le reste : « developpeur » en CDI sur deux pages, Gironde par son nom', async () => {
    const student = await atLevel(t, await createTestUser(t), 9);
    const offres = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/metiers/search',
      query: { q: 'developpeur', typecontrat: 'CDI' },
      headers: student.headers,
    });
    expect(offres.json()).toMatchObject({ total: 24, has_more: true });
    expect(offres.json().items[0].demo).toBe(true);
    const formations = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/formations/search',
      query: { departement: 'Gironde' },
      headers: student.headers,
    });
    expect(formations.json().total).toBe(6);
  });
});
