import { linkFormationAttendus, replaceAttendus } from '../catalog/formation-attendus';
import { FORMATION_COLUMNS, type FormationRecord, formationValues } from '../catalog/formation-record';
import { loadGeoIndex } from '../catalog/geo-index';
import { refreshVocabulary } from '../catalog/vocabulary';
import type { DatabaseHandle } from '../database';
import { batchUpsert } from './batch-upsert';
import { readEtablissements } from './formations-etablissements';
import { parseOnisepDiplomaTypes } from './formations-onisep-types';
import { PARCOURSUP_CARTO_SOURCE, readParcoursupCarto } from './formations-parcoursup-carto';
import { PARCOURSUP_CSV_SOURCE, readParcoursupCsv } from './formations-parcoursup-csv';
import { type FormationSourceContext, formationMatchKey, type SourceRows } from './formations-source-context';
import { type Importer, type ImportReport, RejectionLog } from './importer';
import { ONISEP_ATTENDUS_SOURCE, readOnisepAttendus } from './onisep-attendus';
import { findDataFile, MissingDataFileError, readDataFile } from './read-data-file';

const CARTO_FILE = /cartographie_formations_parcoursup.*\.json$/;
const CSV_FILE = /^parcoursup_\d{4}_formations.*\.csv$/;
const ONISEP_FILE = /^Onisep_Ideo_Fiches_Formations.*\.xml(\.gz)?$/;

/**
 * A cartographie record for a programme the 2025 CSV also lists (same school, same name) is
 * folded into that row — the CSV is newer, the cartographie adds its short name, code and page.
 */
function mergeCartoIntoCsv(
  carto: FormationRecord[],
  csv: FormationRecord[],
  context: FormationSourceContext,
) {
  const csvByKey = new Map(csv.map((record) => [formationMatchKey(record.etab_uai, record.nm), record]));
  const kept: FormationRecord[] = [];
  for (const record of carto) {
    const twin = csvByKey.get(formationMatchKey(record.etab_uai, record.nm));
    if (!twin) {
      kept.push(record);
      continue;
    }
    twin.nmc ??= record.nmc;
    twin.code_formation ??= record.code_formation;
    twin.fiche = record.fiche ?? twin.fiche;
    twin.etab_url ??= record.etab_url;
    twin.commune ??= record.commune;
    context.rejections.add(
      'formation de la cartographie déjà présente dans le fichier 2025 : fusionnée avec elle',
      record.nm[0]!.slice(0, 100),
    );
  }
  return [...csv, ...kept];
}

async function pruneMissing(database: DatabaseHandle, source: string, records: FormationRecord[]) {
  const ids = records.filter((record) => record.source === source).map((record) => record.source_id);
  const removed = await database.query<{ n: number }>(
    `WITH removed AS (
       DELETE FROM catalog_formations WHERE source = $1 AND NOT (source_id = ANY($2::text[])) RETURNING 1
     ) SELECT count(*)::int AS n FROM removed`,
    [source, ids],
  );
  return removed[0]?.n ?? 0;
}

function readSource(
  dataDir: string,
  pattern: RegExp,
  read: (text: string) => SourceRows,
): SourceRows | undefined {
  const file = findDataFile(dataDir, 'formations', pattern);
  return file ? read(readDataFile(dataDir, file)) : undefined;
}

/**
 * The national attendus of the ONISEP fiches replace the previous ones (the demo's go too), then
 * every formation is pointed at its mention's. Not counted in the report: its counts are rows
 * of catalog_formations.
 */
async function importAttendus(
  database: DatabaseHandle,
  onisepXml: string | undefined,
  context: FormationSourceContext,
) {
  if (onisepXml !== undefined) {
    await replaceAttendus(
      database,
      ONISEP_ATTENDUS_SOURCE,
      readOnisepAttendus(onisepXml, context.rejections),
    );
  }
  await database.query("DELETE FROM formation_attendus WHERE source = 'demo'");
  await linkFormationAttendus(database);
}

/** Parcoursup formations (cartographie JSON and 2025 CSV), typed with ONISEP, with school contacts. */
export const formationsImporter: Importer = {
  name: 'formations',
  description: 'Formations Parcoursup (cartographie et CSV), types et niveaux ONISEP, contacts des lycées',
  dependsOn: ['geo'],
  async run({ database, dataDir, progress }): Promise<ImportReport> {
    const onisep = findDataFile(dataDir, 'formations', ONISEP_FILE);
    const onisepXml = onisep ? readDataFile(dataDir, onisep) : undefined;
    const context: FormationSourceContext = {
      types: onisepXml ? parseOnisepDiplomaTypes(onisepXml) : new Map(),
      etablissements: readEtablissements(dataDir),
      geo: await loadGeoIndex(database),
      rejections: new RejectionLog(),
    };
    const carto = readSource(dataDir, CARTO_FILE, (text) => readParcoursupCarto(text, context));
    const csv = readSource(dataDir, CSV_FILE, (text) => readParcoursupCsv(text, context));
    if (!carto && !csv) {
      throw new MissingDataFileError(`Aucun fichier de formations Parcoursup dans ${dataDir}/formations.`);
    }
    const records = mergeCartoIntoCsv(carto?.records ?? [], csv?.records ?? [], context);
    progress.start('Formations', records.length);
    let imported = await batchUpsert(
      database,
      { table: 'catalog_formations', columns: [...FORMATION_COLUMNS], conflict: ['source', 'source_id'] },
      records.map(formationValues),
      (n) => progress.tick(n),
    );
    progress.done();
    if (carto) imported += await pruneMissing(database, PARCOURSUP_CARTO_SOURCE, records);
    if (csv) imported += await pruneMissing(database, PARCOURSUP_CSV_SOURCE, records);
    await database.query("DELETE FROM catalog_formations WHERE source = 'demo'");
    await importAttendus(database, onisepXml, context);
    await refreshVocabulary(database, 'formations');
    // Fresh statistics, or the planner scans the table instead of using the search index; and a
    // fresh visibility map, or every count by place reads the whole table (0.4 → 4.4 ms for a région).
    await database.exec('VACUUM ANALYZE catalog_formations');
    // The same for the words' index the triggers filled: a one-word search counts its matches
    // from the index alone only once the visibility map says so.
    await database.exec('VACUUM ANALYZE catalog_formation_terms');
    return {
      read: (carto?.read ?? 0) + (csv?.read ?? 0),
      imported,
      rejected: context.rejections.list(),
    };
  },
};
