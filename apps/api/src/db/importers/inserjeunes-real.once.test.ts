import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { openTestDatabase } from '../../../test/helper';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import { formationsImporter } from './formations-importer';
import type { ImportReport } from './importer';
import { inserjeunesImporter } from './inserjeunes';
import { silentProgress } from './progress';

// Real open data is read where it lives when present (never copied into the repository).
const dataDir = findDataDir() ?? '';

describeWithData('devenir des apprentis réel (InserJeunes) relié aux formations du catalogue', () => {
  let database: DatabaseHandle;
  let report: ImportReport;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    const context = { database, dataDir, progress: silentProgress };
    await formationsImporter.run(context);
    report = await inserjeunesImporter.run(context);
  }, 600_000);
  afterAll(() => database?.close());

  const one = async <Row extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database.query<Row>(sql, params))[0];

  it('garde les dernières années cumulées de chacun des CFA du fichier', async () => {
    expect(report.read).toBe(11_314);
    expect(report.rejected).toEqual([]);
    expect(
      await one(
        `SELECT count(*)::int AS cfas,
                count(*) FILTER (WHERE millesimes = '2023-2024')::int AS recents,
                count(*) FILTER (WHERE taux_poursuite_etudes IS NOT NULL)::int AS publies,
                count(*) FILTER (WHERE taux_emploi_6_mois IS NOT NULL)::int AS emploi
           FROM inserjeunes_cfa`,
      ),
    ).toEqual({ cfas: 3166, recents: 2758, publies: 2472, emploi: 2184 });
    // A CFA of Clermont-Ferrand, as the 2023-2024 line of the file gives it.
    expect(await one("SELECT * FROM inserjeunes_cfa WHERE uai = '0630003L'")).toMatchObject({
      millesimes: '2023-2024',
      taux_emploi_6_mois: 81,
      taux_emploi_12_mois: 73,
      taux_poursuite_etudes: 30,
      taux_emploi_6_mois_attendu: 73,
      valeur_ajoutee_emploi_6_mois: 8,
    });
  });

  it('relie les CFA aux formations du catalogue par l’UAI de leur établissement', async () => {
    const matched = await one<{ cfas: number; formations: number }>(
      `SELECT count(DISTINCT etab_uai)::int AS cfas, count(*)::int AS formations
         FROM catalog_formations WHERE devenir_apprentis IS NOT NULL`,
    );
    expect(matched).toEqual({ cfas: 108, formations: 551 });
    expect(report.notes?.[1]).toBe(
      'Reliés au catalogue par l’UAI : 108 CFA, 551 formations ; CFA du catalogue sans chiffre publié : 31',
    );
    // Every formation given figures is at the CFA's own UAI, with that CFA's latest years.
    expect(
      await one(
        `SELECT count(*)::int AS n FROM catalog_formations f JOIN inserjeunes_cfa c ON c.uai = f.etab_uai
          WHERE f.devenir_apprentis IS NOT NULL AND f.devenir_apprentis->>'millesimes' = c.millesimes`,
      ),
    ).toEqual({ n: 551 });
  });

  it('ne change rien au second passage', async () => {
    const again = await inserjeunesImporter.run({ database, dataDir, progress: silentProgress });
    expect(again.imported).toBe(0);
  });
});
