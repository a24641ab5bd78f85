import { journeyLines, type SharedLine } from '@declic/domain';
import type { DatabaseHandle } from './db/database';
import { savedIds } from './modules/catalog';
import type { SharedItemsReader } from './modules/classrooms';
import { findFormationsByIds } from './modules/formations';
import { readAllPassedSteps } from './modules/levels';

/** The formations the student kept in their list, newest first: the title, then where. */
async function keptFormations(database: DatabaseHandle, studentId: string): Promise<SharedLine[]> {
  const ids = await savedIds(database, studentId, 'formation');
  const byId = new Map((await findFormationsByIds(database, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const where = [row.etab_nom, row.commune].filter(Boolean).join(', ');
    return [{ label: row.nm[0] ?? 'Formation', text: where }];
  });
}

/**
 * The classrooms module's port: what each item a student switched on shows on their teacher's
 * card, read from the catalogue (formations kept) and the levels passed (métiers, wishes, road map).
 */
export const readSharedItem: SharedItemsReader = async (database, studentId, item) =>
  item === 'formations'
    ? keptFormations(database, studentId)
    : journeyLines(item, await readAllPassedSteps(database, studentId));
