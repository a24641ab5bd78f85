import { FORMATION_COLUMNS, type FormationRecord, formationValues } from '../../db/catalog/formation-record';
import type { DatabaseHandle } from '../../db/database';
import { FORMATION_ITEM_COLUMNS, type FormationRow } from './formation-item';

/** Columns staff may change; where a formation comes from stays as it was. */
const EDITABLE = FORMATION_COLUMNS.filter((column) => column !== 'source' && column !== 'source_id');

export async function findFormation(database: DatabaseHandle, id: string): Promise<FormationRow | undefined> {
  const rows = await database.query<FormationRow>(
    `SELECT ${FORMATION_ITEM_COLUMNS} FROM catalog_formations WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function insertFormation(
  database: DatabaseHandle,
  record: FormationRecord,
): Promise<FormationRow> {
  const placeholders = FORMATION_COLUMNS.map((_, index) => `$${index + 1}`).join(', ');
  const rows = await database.query<FormationRow>(
    `INSERT INTO catalog_formations (${FORMATION_COLUMNS.join(', ')}) VALUES (${placeholders})
     RETURNING ${FORMATION_ITEM_COLUMNS}`,
    formationValues(record),
  );
  return rows[0]!;
}

export async function updateFormation(
  database: DatabaseHandle,
  id: string,
  record: FormationRecord,
): Promise<FormationRow | undefined> {
  const assignments = EDITABLE.map((column, index) => `${column} = $${index + 2}`).join(', ');
  const rows = await database.query<FormationRow>(
    `UPDATE catalog_formations SET ${assignments}, updated_at = now() WHERE id = $1
     RETURNING ${FORMATION_ITEM_COLUMNS}`,
    [id, ...EDITABLE.map((column) => record[column])],
  );
  return rows[0];
}

export async function deleteFormation(database: DatabaseHandle, id: string): Promise<boolean> {
  const rows = await database.query('DELETE FROM catalog_formations WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
