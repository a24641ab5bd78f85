import { type DateIdea, journeyDateIdeas } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { todayInFrance } from '../../calendar';
import { readAllPassedSteps } from '../engine/step-answers.repository';

const SAVED_FORMATIONS_SHOWN = 10;

/** The caller's saved formations, named with their school, newest first. */
function savedFormations(database: DatabaseHandle, userId: string) {
  return database.query<{ code: string; label: string; place: string | null }>(
    `SELECT f.id::text AS code,
            concat_ws(' — ', coalesce(f.nmc, f.nm[1]), f.etab_nom) AS label, f.commune AS place
       FROM catalog_saved_items s JOIN catalog_formations f ON f.id::text = s.item_id
      WHERE s.user_id = $1 AND s.item_type = 'formation'
      ORDER BY s.saved_at DESC LIMIT $2`,
    [userId, SAVED_FORMATIONS_SHOWN],
  );
}

/** Level 20's ideas of dates from the caller's own journey: level 9's meeting, saved formations. */
export async function dateIdeasFor(database: DatabaseHandle, userId: string): Promise<{ ideas: DateIdea[] }> {
  const [rows, formations] = await Promise.all([
    readAllPassedSteps(database, userId),
    savedFormations(database, userId),
  ]);
  return { ideas: journeyDateIdeas(rows, formations, todayInFrance()) };
}
