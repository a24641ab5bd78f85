import { FREE_LEVEL_LIMIT, isLevelReachable, type ProgressionRefusal, requiresPayment } from '@declic/domain';
import type { DatabaseHandle } from '../db/database';
import { readStudentLevel } from '../kernel/student-level';
import { HttpError } from '../plugins/errors';
import { assertParentAllowsLevel } from './parental-consent';

/** French refusals of the progression rules, shared by the level steps and the completion. */
export const LEVEL_REFUSALS: Record<ProgressionRefusal, [number, string]> = {
  niveau_inaccessible: [
    409,
    'Ce niveau n’est pas encore accessible : termine d’abord les niveaux précédents.',
  ],
  niveau_payant: [
    403,
    `Les niveaux au-delà du niveau ${FREE_LEVEL_LIMIT} font partie de l’offre payante\u202f: 30\u00a0€ une fois, ou 5\u00a0€ par mois, à découvrir sur la page des offres.`,
  ],
};

export function levelRefusal(reason: ProgressionRefusal): HttpError {
  const [status, message] = LEVEL_REFUSALS[reason];
  return new HttpError(status, reason, message);
}

/**
 * A student may play (and store answers for) a level up to their current level plus one, and
 * above the free limit only with a paid account: the same rules as the completion.
 */
export async function assertLevelPlayable(
  database: DatabaseHandle,
  userId: string,
  level: number,
  now: Date = new Date(),
): Promise<void> {
  const progression = await readStudentLevel(database, userId, now);
  if (!isLevelReachable(level, progression.level)) throw levelRefusal('niveau_inaccessible');
  if (requiresPayment(level) && !progression.isPaid) throw levelRefusal('niveau_payant');
  await assertParentAllowsLevel(database, userId, level);
}
