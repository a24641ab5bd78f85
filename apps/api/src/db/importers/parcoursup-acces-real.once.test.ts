import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { openTestDatabase } from '../../../test/helper';
import type { DatabaseHandle } from '../database';
import { migrate } from '../migrate';
import { formationsImporter } from './formations-importer';
import { geoImporter } from './geo-importer';
import type { ImportReport } from './importer';
import { parcoursupAccesImporter } from './parcoursup-acces';
import { silentProgress } from './progress';

// Real open data is read where it lives when present (never copied into the repository).
const dataDir = findDataDir() ?? '';

// Measured on the 2025 files (docs/decisions/levels.md, « Niveau 19 : les taux d’accès »):
// 2 462 catalogue formations given a rate — 1 815 licences (double licences included), 595 BUT.
const MIN_FORMATIONS = 2_400;
const MIN_LICENCES = 1_780;
const MIN_BUT = 580;

describeWithData('taux d’accès Parcoursup réels reliés aux formations du catalogue', () => {
  let database: DatabaseHandle;
  let report: ImportReport;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    const context = { database, dataDir, progress: silentProgress };
    await geoImporter.run(context);
    await formationsImporter.run(context);
    report = await parcoursupAccesImporter.run(context);
  }, 300_000);
  afterAll(() => database?.close());

  const count = async (where: string) =>
    (
      await database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM catalog_formations WHERE taux_acces IS NOT NULL AND ${where}`,
      )
    )[0]?.n ?? 0;
  const rateAt = async (nm: string, etabNom: string) =>
    (
      await database.query<{ taux_acces: number; taux_acces_session: string; fiche: string | null }>(
        'SELECT taux_acces, taux_acces_session, fiche FROM catalog_formations WHERE nm[1] = $1 AND etab_nom = $2',
        [nm, etabNom],
      )
    ).map((row) => ({ ...row, fiche: /g_ta_cod=(\d+)/.exec(row.fiche ?? '')?.[1] }));

  it('garde le nombre mesuré de formations, de licences et de BUT', async () => {
    expect(report.read).toBe(3354);
    expect(await count('true')).toBeGreaterThan(MIN_FORMATIONS);
    expect(await count(`nm[1] ~ '^(Licence|Double licence) - '`)).toBeGreaterThan(MIN_LICENCES);
    expect(await count(`nm[1] LIKE 'BUT - %'`)).toBeGreaterThan(MIN_BUT);
  });

  it('donne à chaque formation le taux de son vœu, jamais un taux deviné', async () => {
    expect(await rateAt('Licence - Informatique', 'Universite Paris 8')).toEqual([
      { taux_acces: 5, taux_acces_session: '2025', fiche: '15418' },
    ]);
    expect(await rateAt('BUT - Informatique', 'I.U.T de Toulouse')).toEqual([
      { taux_acces: 33, taux_acces_session: '2025', fiche: '4098' },
    ]);
    // The source gives « langues étrangères appliquées » at Paris 8 without its parcours: the
    // catalogue's fourteen parcours get only the rates the source names one by one.
    expect(
      await count(
        `etab_nom = 'Universite Paris 8' AND nm[1] LIKE 'Licence - Langues etrangeres appliquees%'`,
      ),
    ).toBe(10);
    // Masters and rows without a rate are refused, with their reason.
    const reasons = Object.fromEntries(report.rejected.map((r) => [r.reason, r.count]));
    expect(reasons['master (entrée après le bac + 3) : hors des vœux Parcoursup']).toBe(300);
  });

  it('ne change rien au second passage', async () => {
    const again = await parcoursupAccesImporter.run({ database, dataDir, progress: silentProgress });
    expect(again.imported).toBe(0);
  });
});
