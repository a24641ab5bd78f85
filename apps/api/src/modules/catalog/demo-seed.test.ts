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

  it('donne à chaque formation de démo un taux d’accès inventé, marqué « démo », varié d’une ville à l’autre', async () => {
    const rows = await t.database.query<{ taux: number; session: string; nm: string }>(
      `SELECT taux_acces::float8 AS taux, taux_acces_session AS session, nm[1] AS nm
         FROM catalog_formations WHERE source = 'demo'`,
    );
    expect(rows).toHaveLength(48);
    expect(new Set(rows.map((row) => row.session))).toEqual(new Set(['démo']));
    const sio = rows.filter((row) => row.nm === 'BTS Services informatiques aux organisations');
    // Some towns safe (75 % or more), some not: level 19 has something to balance.
    expect(sio.some((row) => row.taux >= 75)).toBe(true);
    expect(sio.some((row) => row.taux < 75)).toBe(true);
    expect(rows.every((row) => row.taux >= 5 && row.taux <= 99)).toBe(true);
  });
});
