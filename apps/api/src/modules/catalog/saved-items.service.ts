import type { SavedItemType } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { savedIds, saveItems, unsaveItem } from './saved-items.repository';

/** One personal list (saved formations, saved offers): its items come from their own catalogue. */
export interface SavedList<Item> {
  type: SavedItemType;
  load(database: DatabaseHandle, ids: string[]): Promise<Item[]>;
}

export async function savedItems<Item>(database: DatabaseHandle, list: SavedList<Item>, userId: string) {
  return { items: await list.load(database, await savedIds(database, userId, list.type)) };
}

/** Adds what exists in the catalogue; 404 when none of the ids does. */
export async function addSavedItems(
  database: DatabaseHandle,
  type: SavedItemType,
  userId: string,
  ids: string[],
) {
  const { known, added } = await saveItems(database, userId, type, ids);
  if (known === 0)
    throw new HttpError(404, 'element_introuvable', 'Aucun de ces éléments n’existe dans le catalogue.');
  return { saved: added };
}

export function removeSavedItem(database: DatabaseHandle, type: SavedItemType, userId: string, id: string) {
  return unsaveItem(database, userId, type, id);
}
