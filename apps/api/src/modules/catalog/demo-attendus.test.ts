import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseKind } from '../../../test/helper';
import { writeAttendusDataDir } from '../../db/importers/attendus-fixtures';
import { formationsImporter } from '../../db/importers/formations-importer';
import { silentProgress } from '../../db/importers/progress';
import { seedDemoCatalog } from './demo-seed';

describe(`attendus du catalogue de démonstration (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CATALOG_DEMO: 'auto' });
  });
  afterAll(() => t.close());

  const linkedByName = () =>
    t.database.query<{ nm: string; keys: string[] }>(
      `SELECT nm[1] AS nm, array_agg(DISTINCT coalesce(attendus_key, '-')) AS keys
         FROM catalog_formations GROUP BY nm[1] ORDER BY nm[1]`,
    );

  it('écrit les attendus de démonstration et y relie chaque formation de démonstration', async () => {
    const rows = await t.database.query<{
      mention_key: string;
      attendus: string[];
      source_url: string | null;
    }>(
      "SELECT mention_key, attendus, source_url FROM formation_attendus WHERE source = 'demo' ORDER BY mention_key",
    );
    expect(rows.map((row) => row.mention_key)).toEqual([
      'bts:management commercial operationnel',
      'bts:service informatique organisation',
      'but:informatique',
      'de:infirmier',
      'licence:science education',
    ]);
    for (const row of rows) {
      expect(row.attendus.length).toBeGreaterThanOrEqual(3);
      expect(row.attendus.length).toBeLessThanOrEqual(5);
      expect(row.source_url).toBeNull();
    }
    expect(await linkedByName()).toEqual([
      { nm: 'BTS Management commercial opérationnel', keys: ['bts:management commercial operationnel'] },
      { nm: 'BTS Services informatiques aux organisations', keys: ['bts:service informatique organisation'] },
      { nm: 'BUT Informatique', keys: ['but:informatique'] },
      { nm: 'Diplôme d’État d’infirmier', keys: ['de:infirmier'] },
      { nm: 'Formation d’ingénieur en génie civil', keys: ['-'] },
      { nm: 'Licence Sciences de l’éducation', keys: ['licence:science education'] },
    ]);
    expect(await seedDemoCatalog(t.database)).toBe(0);
  });

  it('un import les remplace, et la démo ne revient pas sur les formations importées', async () => {
    const dataDir = writeAttendusDataDir();
    try {
      await formationsImporter.run({ database: t.database, dataDir, progress: silentProgress });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const sources = await t.database.query<{ source: string }>(
      'SELECT DISTINCT source FROM formation_attendus',
    );
    expect(sources).toEqual([{ source: 'onisep' }]);
    expect(await seedDemoCatalog(t.database)).toBe(0);
    const [demo] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM formation_attendus WHERE source = 'demo'",
    );
    expect(demo?.n).toBe(0);
  });
});
