import {
  applyProgressionUpdate,
  completeLevel,
  frenchList,
  isLevelReachable,
  type LevelCompletion,
  type LevelCompletionResult,
  missionForLevel,
  type Progression,
  type ProgressionResponse,
  type ProgressionUpdate,
  requiresPayment,
  typographieFr,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { levelRefusal } from '../../policies/level-play';
import { assertParentAllowsLevel } from '../../policies/parental-consent';
import type { LevelEvidenceProvider } from './level-evidence-port';
import {
  compareAndSetProgression,
  ensureProgressionRow,
  type ProgressionRow,
  readProgression,
} from './progression.repository';

const MAX_ATTEMPTS = 5;

type Change = (progression: Progression, account: { isPaid: boolean }) => ReturnType<typeof completeLevel>;

export function toResponse(row: ProgressionRow): ProgressionResponse {
  return { level: row.level, xp: row.xp, quests: row.quests, perks: row.perks, isPaid: row.isPaid };
}

/**
 * Applies a rule of packages/domain to the stored progression. Refusals become French 4xx; a
 * write that raced with another one is recomputed from the fresh row.
 */
async function changeProgression(database: DatabaseHandle, userId: string, change: Change, now: Date) {
  if (!(await ensureProgressionRow(database, userId))) {
    throw new HttpError(404, 'utilisateur_introuvable', 'Ce compte n’existe plus.');
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const row = await readProgression(database, userId, now);
    const outcome = change(row, { isPaid: row.isPaid });
    if (!outcome.ok) {
      throw levelRefusal(outcome.reason);
    }
    const next = { ...outcome.progression, isPaid: row.isPaid };
    if (await compareAndSetProgression(database, userId, row, next)) return { outcome, row: next };
  }
  throw new HttpError(
    409,
    'progression_occupee',
    'Ta progression change en ce moment. Réessaie dans un instant.',
  );
}

/** `now`: the app's clock, which tells whether a class licence still opens the paid levels. */
export async function getProgression(
  database: DatabaseHandle,
  userId: string,
  now: Date = new Date(),
): Promise<ProgressionResponse> {
  return toResponse(await readProgression(database, userId, now));
}

export async function updateProgression(
  database: DatabaseHandle,
  userId: string,
  update: ProgressionUpdate,
  missingEvidence: LevelEvidenceProvider,
  now: Date = new Date(),
): Promise<ProgressionResponse> {
  // A one-level rise through the raw update passes the current level: the same proof as a
  // completion (a bigger jump is refused by the rules).
  const current = await readProgression(database, userId, now);
  if (Math.trunc(update.level) === current.level + 1) {
    await assertParentAllowsLevel(database, userId, current.level);
    await assertEvidence(database, userId, current.level, missingEvidence, now);
  }
  const { row } = await changeProgression(
    database,
    userId,
    (progression, account) => applyProgressionUpdate(progression, update, account),
    now,
  );
  return toResponse(row);
}

/**
 * A level that would now be passed must have its evidence on the server (answers stored and
 * checked); replays and refused levels go on to the rules, which answer for them.
 */
async function assertEvidence(
  database: DatabaseHandle,
  userId: string,
  level: number,
  missingEvidence: LevelEvidenceProvider,
  now: Date,
): Promise<void> {
  const row = await readProgression(database, userId, now);
  const mission = missionForLevel(level);
  const alreadyDone = !mission || level < row.level || row.quests.includes(mission.id);
  const refused = !isLevelReachable(level, row.level) || (requiresPayment(level) && !row.isPaid);
  if (alreadyDone || refused) return;
  const missing = await missingEvidence(database, userId, level);
  if (missing.length > 0) {
    throw new HttpError(
      409,
      'preuve_manquante',
      typographieFr(`Ce niveau n’est pas encore terminé : il manque ${frenchList(missing)}.`),
    );
  }
}

export async function completeLevelFor(
  database: DatabaseHandle,
  userId: string,
  completion: LevelCompletion,
  missingEvidence: LevelEvidenceProvider,
  now: Date = new Date(),
): Promise<LevelCompletionResult> {
  await assertParentAllowsLevel(database, userId, completion.level);
  await assertEvidence(database, userId, completion.level, missingEvidence, now);
  const { outcome, row } = await changeProgression(
    database,
    userId,
    (progression, account) => completeLevel(progression, completion, account),
    now,
  );
  const result = outcome.gate
    ? 'palier_payant'
    : outcome.ok && outcome.advanced
      ? 'niveau_suivant'
      : 'deja_fait';
  return { progression: toResponse(row), outcome: result };
}
