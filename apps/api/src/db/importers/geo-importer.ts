import { departementCode, placeKey } from '@declic/domain';
import { batchUpsert } from './batch-upsert';
import { parseCsvRecords } from './csv';
import { type ImportContext, type Importer, type ImportReport, RejectionLog } from './importer';
import { readDataFile, requireDataFile } from './read-data-file';

type Row = Record<string, string>;

interface GeoTable {
  label: string;
  pattern: RegExp;
  table: string;
  columns: string[];
  conflict: string[];
  /** The row to upsert, or the reason it is refused. */
  toRow(record: Row): unknown[] | string;
}

const withName = (record: Row): string | undefined => record.LIBELLE?.trim() || undefined;

const TABLES: GeoTable[] = [
  {
    label: 'régions',
    pattern: /^cog_\d{4}_regions\.csv$/,
    table: 'geo_regions',
    columns: ['code', 'nom', 'nom_recherche'],
    conflict: ['code'],
    toRow(record) {
      const nom = withName(record);
      if (!/^\d{2}$/.test(record.REG ?? '')) return 'code région absent ou invalide';
      if (!nom) return 'nom absent';
      return [record.REG, nom, placeKey(nom)];
    },
  },
  {
    label: 'départements',
    pattern: /^cog_\d{4}_departements\.csv$/,
    table: 'geo_departements',
    columns: ['code', 'code_region', 'nom', 'nom_recherche'],
    conflict: ['code'],
    toRow(record) {
      const nom = withName(record);
      const code = departementCode(record.DEP ?? '');
      if (!code) return 'code département absent ou invalide';
      if (!/^\d{2}$/.test(record.REG ?? '')) return 'code région absent ou invalide';
      if (!nom) return 'nom absent';
      return [code, record.REG, nom, placeKey(nom)];
    },
  },
  {
    label: 'communes',
    pattern: /^cog_\d{4}_communes\.csv$/,
    table: 'geo_communes',
    columns: ['type', 'code', 'code_departement', 'code_region', 'nom', 'nom_recherche', 'code_parent'],
    conflict: ['type', 'code'],
    toRow(record) {
      const nom = withName(record);
      if (!/^[0-9][0-9AB]\d{3}$/.test(record.COM ?? '')) return 'code commune absent ou invalide';
      if (!record.TYPECOM) return 'type de commune absent';
      if (!nom) return 'nom absent';
      return [
        record.TYPECOM,
        record.COM,
        record.DEP || null,
        record.REG || null,
        nom,
        placeKey(nom),
        record.COMPARENT || null,
      ];
    },
  },
];

async function importTable(context: ImportContext, spec: GeoTable, rejections: RejectionLog) {
  const file = requireDataFile(context.dataDir, 'geo', spec.pattern);
  const records = parseCsvRecords(readDataFile(context.dataDir, file));
  const rows: unknown[][] = [];
  for (const record of records) {
    const row = spec.toRow(record);
    if (typeof row === 'string')
      rejections.add(`${spec.label} : ${row}`, JSON.stringify(record).slice(0, 120));
    else rows.push(row);
  }
  context.progress.start(`Géographie : ${spec.label}`, rows.length);
  const changed = await batchUpsert(context.database, spec, rows, (n) => context.progress.tick(n));
  context.progress.done();
  return { read: records.length, changed };
}

/** INSEE COG: régions, départements and communes, for location filters and suggestions. */
export const geoImporter: Importer = {
  name: 'geo',
  description: 'Régions, départements et communes (INSEE, Code officiel géographique)',
  async run(context): Promise<ImportReport> {
    const rejections = new RejectionLog();
    let read = 0;
    let imported = 0;
    for (const spec of TABLES) {
      const result = await importTable(context, spec, rejections);
      read += result.read;
      imported += result.changed;
    }
    return { read, imported, rejected: rejections.list() };
  },
};
