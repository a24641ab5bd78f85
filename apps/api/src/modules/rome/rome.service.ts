import type { MetierSheet } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { searchMetiers } from './metier-search.repository';
import { readMetierSheet } from './metier-sheet.repository';

export function findMetiers(
  database: DatabaseHandle,
  query: string,
): Promise<{ code: string; label: string }[]> {
  return searchMetiers(database, query);
}

/** One métier of the catalogue; 404 in French when the code is not in it. */
export async function metierSheet(database: DatabaseHandle, romeCode: string): Promise<MetierSheet> {
  const sheet = await readMetierSheet(database, romeCode);
  if (!sheet) throw new HttpError(404, 'metier_introuvable', 'Ce métier n’existe pas dans le catalogue.');
  return sheet;
}
