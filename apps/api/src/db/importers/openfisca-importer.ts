import type { OpenfiscaParameter } from '@declic/domain';
import type { DatabaseHandle } from '../database';
import { batchUpsert } from './batch-upsert';
import { type ImportContext, type Importer, type ImportReport, RejectionLog } from './importer';
import { readAplZones, readOpenfiscaTree } from './openfisca-source';

/** Rows of `openfisca_values`: bracket -1 holds plain `values`, 0… the rows of a scale. */
function valueRows(parameter: OpenfiscaParameter): unknown[][] {
  const rows = parameter.values.map((entry) => [
    parameter.name,
    -1,
    'value',
    entry.date,
    JSON.stringify(entry.value),
  ]);
  parameter.brackets.forEach((bracket, index) => {
    for (const entry of bracket.threshold) {
      rows.push([parameter.name, index, 'threshold', entry.date, JSON.stringify(entry.value)]);
    }
    for (const entry of bracket.amount) {
      rows.push([parameter.name, index, 'amount', entry.date, JSON.stringify(entry.value)]);
    }
  });
  return rows;
}

function referenceRows(parameter: OpenfiscaParameter): unknown[][] {
  const position = new Map<string, number>();
  return parameter.references.map((reference) => {
    const index = position.get(reference.date) ?? 0;
    position.set(reference.date, index + 1);
    return [parameter.name, reference.date, index, reference.title, reference.href];
  });
}

/** A table kept in step with the source: its columns, the first ones being its key (with their SQL types). */
interface SyncedTable {
  table: string;
  key: { name: string; type: string }[];
  others: string[];
}

const PARAMETERS: SyncedTable = {
  table: 'openfisca_parameters',
  key: [{ name: 'name', type: 'text' }],
  others: ['description', 'unit', 'last_value_still_valid_on'],
};
const VALUES: SyncedTable = {
  table: 'openfisca_values',
  key: [
    { name: 'parameter', type: 'text' },
    { name: 'bracket', type: 'int' },
    { name: 'field', type: 'text' },
    { name: 'applies_from', type: 'date' },
  ],
  others: ['value'],
};
const REFERENCES: SyncedTable = {
  table: 'openfisca_references',
  key: [
    { name: 'parameter', type: 'text' },
    { name: 'applies_from', type: 'date' },
    { name: 'position', type: 'int' },
  ],
  others: ['title', 'href'],
};

function upsertInto(
  database: DatabaseHandle,
  synced: SyncedTable,
  rows: unknown[][],
  onBatch: (n: number) => void,
) {
  const conflict = synced.key.map((column) => column.name);
  return batchUpsert(
    database,
    { table: synced.table, columns: [...conflict, ...synced.others], conflict },
    rows,
    onBatch,
  );
}

/** Deletes the rows whose key is no longer in the source (OpenFisca removed a date or a file). */
async function deleteStale(
  database: DatabaseHandle,
  synced: SyncedTable,
  rows: unknown[][],
): Promise<number> {
  const { table, key } = synced;
  const keys = rows.map((row) => Object.fromEntries(key.map((column, i) => [column.name, row[i]])));
  const columns = key.map((column) => `${column.name} ${column.type}`).join(', ');
  const match = key.map((column) => `k.${column.name} = t.${column.name}`).join(' AND ');
  const [result] = await database.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM ${table} t
       WHERE NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS k(${columns}) WHERE ${match})
       RETURNING 1
     ) SELECT count(*)::int AS n FROM gone`,
    [JSON.stringify(keys)],
  );
  return result?.n ?? 0;
}

/**
 * OpenFisca-France: every dated parameter value with its legal references and last check, and the
 * housing-aid zone of each commune. The Smic, the internship allowance and the aid estimates read them.
 */
export const openfiscaImporter: Importer = {
  name: 'openfisca',
  description:
    'Barèmes datés et sourcés d’OpenFisca-France (Smic, bourses, aides au logement, Visale) et zones APL',
  async run(context: ImportContext): Promise<ImportReport> {
    const { database, progress } = context;
    const rejections = new RejectionLog();
    const tree = readOpenfiscaTree(context.dataDir);
    const zones = readAplZones(context.dataDir);
    for (const example of zones.rejected) rejections.add('zone APL : code commune ou zone invalide', example);

    const parameterRows = tree.parameters.map((p) => [
      p.name,
      p.description,
      p.unit,
      p.lastValueStillValidOn,
    ]);
    const values = tree.parameters.flatMap(valueRows);
    const references = tree.parameters.flatMap(referenceRows);
    const zoneRows = zones.rows.map((row) => [row.commune, row.zone, row.parent]);

    progress.start('OpenFisca : paramètres', parameterRows.length + values.length + references.length);
    const synced: [SyncedTable, unknown[][]][] = [
      [PARAMETERS, parameterRows],
      [VALUES, values],
      [REFERENCES, references],
    ];
    let changed = 0;
    for (const [table, rows] of synced)
      changed += await upsertInto(database, table, rows, (n) => progress.tick(n));
    progress.done();
    // Values and references first: they point to their parameter.
    for (const [table, rows] of synced.toReversed()) changed += await deleteStale(database, table, rows);

    progress.start('OpenFisca : zones APL', zoneRows.length);
    changed += await batchUpsert(
      database,
      { table: 'apl_zones', columns: ['commune_insee', 'zone', 'parent_insee'], conflict: ['commune_insee'] },
      zoneRows,
      (n) => progress.tick(n),
    );
    progress.done();

    return {
      read: tree.files + zones.rows.length,
      imported: changed,
      rejected: rejections.list(),
      notes: [
        `${tree.files} fichiers YAML lus, ${tree.parameters.length} paramètres, ${values.length} valeurs datées, ${references.length} références légales`,
        `${zones.rows.length} communes zonées (dont ${zones.rows.filter((row) => row.parent).length} arrondissements ou communes associées)`,
        changed === 0
          ? 'Rien n’a changé depuis le dernier import.'
          : `${changed} lignes ajoutées, modifiées ou retirées.`,
      ],
    };
  },
};
