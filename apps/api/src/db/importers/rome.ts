import path from 'node:path';
import type { DatabaseHandle } from '../database';
import { batchUpsert } from './batch-upsert';
import { type Importer, RejectionLog } from './importer';
import type { Progress } from './progress';
import { type RomeMetierRow, readRomeSource, romeFilesPresent } from './rome-source';

export const ROME_METIER_COLUMNS = [
  'code_rome',
  'code_ogr',
  'libelle',
  'riasec_majeur',
  'riasec_mineur',
  'code_grand_domaine',
  'libelle_grand_domaine',
  'code_domaine',
  'libelle_domaine',
  'definition',
  'acces_metier',
  'code_rome_parent',
  'transition_eco',
  'key_skills',
  'savoir_faire',
  'savoir_etre',
  'contextes_travail',
  'skill_riasec',
  'centres_interet',
  'source',
];

/** One rome_metiers row in the column order above. */
export function metierValues(row: RomeMetierRow, source: 'rome' | 'demo'): unknown[] {
  return [
    row.codeRome,
    row.codeOgr,
    row.libelle,
    row.riasecMajeur,
    row.riasecMineur,
    row.codeGrandDomaine,
    row.libelleGrandDomaine,
    row.codeDomaine,
    row.libelleDomaine,
    row.definition,
    row.accesMetier,
    row.codeRomeParent,
    row.transitionEco,
    JSON.stringify(row.keySkills),
    JSON.stringify(row.savoirFaire),
    JSON.stringify(row.savoirEtre),
    JSON.stringify(row.contextesTravail),
    JSON.stringify(row.skillRiasec),
    JSON.stringify(row.centresInteret),
    source,
  ];
}

export async function upsertMetiers(
  database: DatabaseHandle,
  rows: RomeMetierRow[],
  source: 'rome' | 'demo',
  progress: Progress,
): Promise<number> {
  progress.start(`ROME : ${rows.length} fiches métier`, rows.length);
  const changed = await batchUpsert(
    database,
    { table: 'rome_metiers', columns: ROME_METIER_COLUMNS, conflict: ['code_rome'] },
    rows.map((row) => metierValues(row, source)),
    (count) => progress.tick(count),
  );
  progress.done();
  return changed;
}

/**
 * ROME 4.0 (France Travail, Licence Ouverte): fiches métier with their official RIASEC codes,
 * core skills and the RIASEC codes of those skills, savoir-être, work contexts, access text,
 * centres d'intérêt, and the 13 000 appellations. Replaces the demo seed.
 */
export const romeImporter: Importer = {
  name: 'rome',
  description: 'Fiches métier ROME 4.0 (codes RIASEC, compétences, accès, appellations)',
  async run({ database, dataDir, progress }) {
    if (!romeFilesPresent(dataDir)) {
      throw new Error(
        `Fichiers ROME introuvables dans ${path.join(dataDir, 'rome')} : indiquez le dossier des données avec DECLIC_DATA_DIR.`,
      );
    }
    const rejections = new RejectionLog();
    const source = readRomeSource(dataDir, rejections);
    // The demo métiers only stand in while no real data was imported.
    const [removed] = await database.query<{ n: number }>(
      "WITH gone AS (DELETE FROM rome_metiers WHERE source = 'demo' RETURNING 1) SELECT count(*)::int AS n FROM gone",
    );
    let imported = removed?.n ?? 0;
    imported += await upsertMetiers(database, source.metiers, 'rome', progress);

    progress.start(`ROME : ${source.appellations.length} appellations`, source.appellations.length);
    imported += await batchUpsert(
      database,
      {
        table: 'rome_appellations',
        columns: ['code_ogr', 'code_rome', 'libelle', 'libelle_court', 'principale'],
        conflict: ['code_ogr'],
      },
      source.appellations.map((a) => [a.codeOgr, a.codeRome, a.libelle, a.libelleCourt, a.principale]),
      (count) => progress.tick(count),
    );
    progress.done();

    imported += await batchUpsert(
      database,
      { table: 'rome_centres_interet', columns: ['code', 'libelle', 'definition'], conflict: ['code'] },
      source.centresInteret.map((c) => [c.code, c.libelle, c.definition]),
    );
    return { read: source.read, imported, rejected: rejections.list() };
  },
};
