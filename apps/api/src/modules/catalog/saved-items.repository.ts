import type { SavedItemType } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

const CATALOG_TABLES: Record<SavedItemType, string> = {
  formation: 'catalog_formations',
  offre: 'catalog_offres',
};

/** Adds the ids that exist in the catalogue to the student's list; returns how many were new. */
export async function saveItems(
  database: DatabaseHandle,
  userId: string,
  type: SavedItemType,
  ids: readonly string[],
): Promise<{ known: number; added: number }> {
  const known = await database.query<{ id: string }>(
    `SELECT id::text AS id FROM ${CATALOG_TABLES[type]} WHERE id::text = ANY($1::text[])`,
    [ids],
  );
  if (known.length === 0) return { known: 0, added: 0 };
  const added = await database.query(
    `INSERT INTO catalog_saved_items (user_id, item_type, item_id)
     SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING RETURNING item_id`,
    [userId, type, known.map((row) => row.id)],
  );
  return { known: known.length, added: added.length };
}

export async function savedIds(
  database: DatabaseHandle,
  userId: string,
  type: SavedItemType,
): Promise<string[]> {
  const rows = await database.query<{ item_id: string }>(
    'SELECT item_id FROM catalog_saved_items WHERE user_id = $1 AND item_type = $2 ORDER BY saved_at DESC',
    [userId, type],
  );
  return rows.map((row) => row.item_id);
}

export async function unsaveItem(database: DatabaseHandle, userId: string, type: SavedItemType, id: string) {
  await database.query(
    'DELETE FROM catalog_saved_items WHERE user_id = $1 AND item_type = $2 AND item_id = $3',
    [userId, type, id],
  );
}
