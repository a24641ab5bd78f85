import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { openTestDatabase } from '../../../test/helper';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import type { ImportReport } from './importer';
import { openfiscaImporter } from './openfisca-importer';
import { silentProgress } from './progress';

// Real open data is read where it lives when present (never copied into the repository).
const dataDir = findDataDir() ?? '';

describeWithData('import des barèmes OpenFisca-France réels', () => {
  let database: DatabaseHandle;
  let first: ImportReport;
  let second: ImportReport;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    first = await openfiscaImporter.run({ database, dataDir, progress: silentProgress });
    second = await openfiscaImporter.run({ database, dataDir, progress: silentProgress });
  }, 300_000);
  afterAll(() => database?.close());

  const count = async (table: string) =>
    (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

  it('lit chaque fichier YAML et garde chaque valeur datée avec sa référence', async () => {
    console.info(`openfisca, premier import : ${first.notes?.join(' ; ')}`);
    expect(first.imported).toBeGreaterThan(0);
    expect(first.rejected).toEqual([]);
    expect(await count('openfisca_parameters')).toBeGreaterThan(300);
    expect(await count('openfisca_values')).toBeGreaterThan(3_000);
    expect(await count('openfisca_references')).toBeGreaterThan(1_000);
    const [smic] = await database.query<{ value: unknown; title: string; href: string; checked: string }>(
      `SELECT v.value, r.title, r.href, to_char(p.last_value_still_valid_on, 'YYYY-MM-DD') AS checked
         FROM openfisca_values v
         JOIN openfisca_parameters p ON p.name = v.parameter
         JOIN openfisca_references r ON r.parameter = v.parameter AND r.applies_from = v.applies_from
        WHERE v.parameter = 'marche_travail.salaire_minimum.smic.smic_b_horaire' AND v.applies_from = '2026-06-01'`,
    );
    // The issue checked it by hand: 12,31 € an hour from 1 June 2026 (arrêté of 22 May 2026).
    expect(smic?.value).toBe(12.31);
    expect(smic?.title).toMatch(/Arrêté du 22 mai 2026/);
    expect(smic?.href).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\//);
    expect(smic?.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('place les communes et leurs arrondissements dans leur zone APL', async () => {
    expect(await count('apl_zones')).toBeGreaterThan(36_000);
    const zones = await database.query<{ commune_insee: string; zone: number }>(
      "SELECT commune_insee, zone FROM apl_zones WHERE commune_insee IN ('75056', '75105', '33063', '01001') ORDER BY 1",
    );
    expect(zones).toEqual([
      { commune_insee: '01001', zone: 3 },
      { commune_insee: '33063', zone: 2 },
      { commune_insee: '75056', zone: 1 },
      { commune_insee: '75105', zone: 1 },
    ]);
  });

  it('ne change rien au second passage, et le dit', () => {
    expect(second.imported).toBe(0);
    expect(second.read).toBe(first.read);
    expect(second.notes?.at(-1)).toBe('Rien n’a changé depuis le dernier import.');
  });
});
