import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseKind } from '../../../test/helper';
import { loadCatalogue } from '../../modules/rome/catalogue.repository';
import { seedDemoCatalogueIfEmpty } from './demo-seed';
import { DEMO_METIERS } from './demo-seed-metiers';

describe(`catalogue de démonstration (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('est chargé au démarrage quand le catalogue est vide, marqué démo, une seule fois', async () => {
    const rows = await t.database.query<{ source: string; n: number }>(
      'SELECT source, count(*)::int AS n FROM rome_metiers GROUP BY source',
    );
    expect(rows).toEqual([{ source: 'demo', n: 30 }]);
    expect(await seedDemoCatalogueIfEmpty(t.database)).toBe(false);
    const catalogue = await loadCatalogue(t.database);
    expect(catalogue.source).toBe('demo');
    expect(catalogue.metiers.every((m) => m.romeCode.startsWith('DEMO'))).toBe(true);
  });

  it('couvre les six lettres, cinq métiers chacune, avec des compétences et un accès écrits par nous', () => {
    for (const letter of ['R', 'I', 'A', 'S', 'E', 'C']) {
      expect(DEMO_METIERS.filter((m) => m.majeur === letter)).toHaveLength(5);
    }
    for (const metier of DEMO_METIERS) {
      expect(metier.skills.length).toBeGreaterThanOrEqual(4);
      expect(metier.mineur).not.toBe(metier.majeur);
      expect(metier.acces.length).toBeGreaterThan(20);
    }
  });

  it('a une fiche consultable par son code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rome/metiers/DEMO17' });
    expect(response.json()).toMatchObject({
      title: 'Infirmier / Infirmière',
      source: 'demo',
      riasecMajeur: 'S',
      contexts: [],
      savoirEtre: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/rome/metiers/Z9999' })).statusCode).toBe(404);
  });
});
