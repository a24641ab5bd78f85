import { batchUpsert, type UpsertSpec } from './batch-upsert';
import { parseCsvRecords } from './csv';
import { type ImportContext, type Importer, type ImportReport, RejectionLog } from './importer';
import { readDataFile } from './read-data-file';

/** The salary files of `<data>/salaires/` (ONISEP, Licence Ouverte; DARES, Licence Ouverte). */
export const SALAIRES_FILES = {
  onisep: 'salaires/onisep_salaire_debutant_par_metier.csv',
  daresMedian: 'salaires/dares_salaire_median_net_par_fap.csv',
  daresLibelles: 'salaires/dares_fap_libelles.csv',
  daresRome: 'salaires/dares_fap225_rome.csv',
} as const;

interface SalaryTable extends UpsertSpec {
  label: string;
  file: string;
  separator: string;
  /** A row to upsert, or why the record is refused. */
  toRow(record: Record<string, string>, context: { libelles: Map<string, string> }): unknown[] | string;
}

const ROME_CODE = /^[A-N]\d{4}$/;

const TABLES: SalaryTable[] = [
  {
    label: 'salaire du débutant (ONISEP)',
    file: SALAIRES_FILES.onisep,
    separator: ',',
    table: 'salaires_onisep',
    columns: ['id_onisep', 'nom_metier', 'rome_codes', 'niveau_acces_min', 'salaire_debutant', 'url'],
    conflict: ['id_onisep'],
    toRow(record) {
      if (!/^MET\.\d+$/.test(record.id_onisep ?? '')) return 'identifiant ONISEP absent ou invalide';
      const salary = record.salaire_debutant_texte?.trim();
      if (!salary) return 'pas de texte « salaire du débutant »';
      const romes = (record.codes_rome_v3 ?? '').split('|').map((code) => code.trim());
      return [
        record.id_onisep,
        record.nom_metier?.trim() || record.id_onisep,
        romes.filter((code) => ROME_CODE.test(code)),
        record.niveau_acces_min?.trim() || null,
        salary,
        record.url_onisep?.trim() || null,
      ];
    },
  },
  {
    label: 'salaire médian net (DARES)',
    file: SALAIRES_FILES.daresMedian,
    separator: ',',
    table: 'salaires_dares_fap',
    columns: ['fap', 'periode', 'salaire_median', 'libelle'],
    conflict: ['fap', 'periode'],
    toRow(record, { libelles }) {
      const median = Number(record.Salaire_median);
      if (!record.Fap3 || !/^\d{4}-\d{4}$/.test(record.Annee ?? '')) return 'FAP ou période absente';
      if (!Number.isInteger(median) || median <= 0) return 'salaire médian absent ou invalide';
      return [record.Fap3, record.Annee, median, libelles.get(record.Fap3) ?? null];
    },
  },
  {
    label: 'passerelle FAP225 ↔ ROME (DARES)',
    file: SALAIRES_FILES.daresRome,
    separator: ';',
    table: 'salaires_dares_fap_rome',
    columns: ['fap', 'rome_v3'],
    conflict: ['fap', 'rome_v3'],
    toRow(record) {
      if (!/^[A-Z]\d[A-Z]\d{2}$/.test(record.Fap ?? '')) return 'code FAP225 absent ou invalide';
      if (!ROME_CODE.test(record.Rome ?? '')) return 'FAP sans code ROME (NA)';
      return [record.Fap, record.Rome];
    },
  },
];

async function importTable(
  context: ImportContext,
  spec: SalaryTable,
  rejections: RejectionLog,
  libelles: Map<string, string>,
) {
  const records = parseCsvRecords(readDataFile(context.dataDir, spec.file), spec.separator);
  const rows: unknown[][] = [];
  for (const record of records) {
    const row = spec.toRow(record, { libelles });
    if (typeof row === 'string')
      rejections.add(`${spec.label} : ${row}`, JSON.stringify(record).slice(0, 120));
    else rows.push(row);
  }
  context.progress.start(`Salaires : ${spec.label}`, rows.length);
  const changed = await batchUpsert(context.database, spec, rows, (n) => context.progress.tick(n));
  context.progress.done();
  return { read: records.length, changed };
}

/** FAP labels, to name the DARES figures ("Techniciens d'étude et de développement en informatique"). */
function readFapLabels(dataDir: string): Map<string, string> {
  const records = parseCsvRecords(readDataFile(dataDir, SALAIRES_FILES.daresLibelles));
  return new Map(records.map((record) => [record.code_fap ?? '', record.libelle ?? '']));
}

/** ONISEP beginner salary per métier, DARES median net salary per FAP, and the FAP ↔ ROME bridge. */
export const salairesImporter: Importer = {
  name: 'salaires',
  description: 'Salaires : débutant (ONISEP), médian net par métier (DARES) et passerelle FAP ↔ ROME',
  async run(context): Promise<ImportReport> {
    const rejections = new RejectionLog();
    const libelles = readFapLabels(context.dataDir);
    let read = 0;
    let imported = 0;
    for (const spec of TABLES) {
      const result = await importTable(context, spec, rejections, libelles);
      read += result.read;
      imported += result.changed;
    }
    return { read, imported, rejected: rejections.list() };
  },
};
