import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { openTestDatabase } from '../../../test/helper';
import { linkFormationAttendus } from '../catalog/formation-attendus';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import { formationsImporter } from './formations-importer';
import { silentProgress } from './progress';

// Real open data is read where it lives when present (never copied into the repository).
const dataDir = findDataDir() ?? '';

// Measured on the 2024 ONISEP export and the 2025 Parcoursup files (docs/decisions/levels.md,
// « Niveau 18 : les attendus »): 231 keys (206 mentions, 25 options), 8 628 of the 13 468 catalogue formations linked.
const MIN_MENTIONS = 220;
const MIN_LINKED = 8_500;

describeWithData('attendus des vraies fiches ONISEP reliés aux formations Parcoursup', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    await formationsImporter.run({ database, dataDir, progress: silentProgress });
  }, 300_000);
  afterAll(() => database?.close());

  const count = async (sql: string) => (await database.query<{ n: number }>(sql))[0]?.n ?? 0;
  const keysOf = async (nm: string) =>
    (
      await database.query<{ key: string | null }>(
        'SELECT DISTINCT attendus_key AS key FROM catalog_formations WHERE nm[1] = $1',
        [nm],
      )
    ).map((row) => row.key);

  it('relie le BUT informatique et le diplôme d’État d’infirmier à leurs attendus', async () => {
    expect(await keysOf('BUT - Informatique')).toEqual(['but:informatique']);
    expect(await keysOf('D.E Infirmier')).toEqual(['de:infirmier']);
    const [infirmier] = await database.query<{ attendus: string[]; source_url: string }>(
      "SELECT attendus, source_url FROM formation_attendus WHERE mention_key = 'de:infirmier'",
    );
    expect(infirmier?.attendus.length).toBeGreaterThanOrEqual(3);
    expect(infirmier?.source_url).toMatch(
      /^https:\/\/www\.onisep\.fr\/http\/redirection\/formation\/slug\/FOR\.\d+$/,
    );
  });

  it('garde le taux mesuré, sans relier les types qui n’ont pas d’attendus ici', async () => {
    expect(
      await count("SELECT count(*)::int AS n FROM formation_attendus WHERE source = 'onisep'"),
    ).toBeGreaterThan(MIN_MENTIONS);
    expect(
      await count('SELECT count(*)::int AS n FROM catalog_formations WHERE attendus_key IS NOT NULL'),
    ).toBeGreaterThan(MIN_LINKED);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM catalog_formations
          WHERE attendus_key IS NOT NULL
            AND nm[1] ~ '^(CPGE|Formation d|Double licence|Licence professionnelle|Licence - Droit)'`,
      ),
    ).toBe(0);
    // Every linked formation has the diploma type of its attendus.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM catalog_formations
          WHERE (nm[1] LIKE 'BUT %' AND attendus_key NOT LIKE 'but:%')
             OR (nm[1] LIKE 'Licence %' AND attendus_key NOT LIKE 'licence:%')
             OR (nm[1] LIKE 'D.E %' AND attendus_key NOT LIKE 'de:%')`,
      ),
    ).toBe(0);
  });

  it('un second lien ne change rien', async () => {
    expect(await linkFormationAttendus(database)).toBe(0);
  });
});
