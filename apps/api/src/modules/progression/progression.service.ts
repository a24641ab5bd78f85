import {
  applyProgressionUpdate,
  completeLevel,
  FREE_LEVEL_LIMIT,
  type LevelCompletion,
  type LevelCompletionResult,
  type Progression,
  type ProgressionRefusal,
  type ProgressionResponse,
  type ProgressionUpdate,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import {
  compareAndSetProgression,
  ensureProgressionRow,
  type ProgressionRow,
  readProgression,
} from './progression.repository';

const REFUSALS: Record<ProgressionRefusal, [number, string]> = {
  niveau_inaccessible: [
    409,
    'Ce niveau n’est pas encore accessible : termine d’abord les niveaux précédents.',
  ],
  niveau_payant: [
    403,
    `Les niveaux au-delà du niveau ${FREE_LEVEL_LIMIT} font partie de l’offre payante, bientôt disponible.`,
  ],
};

const MAX_ATTEMPTS = 5;

type Change = (progression: Progression, account: { isPaid: boolean }) => ReturnType<typeof completeLevel>;

export function toResponse(row: ProgressionRow): ProgressionResponse {
  return { level: row.level, xp: row.xp, quests: row.quests, perks: row.perks, isPaid: row.isPaid };
}

/**
 * Applies a rule of packages/domain to the stored progression. Refusals become French 4xx; a
 * write that raced with another one is recomputed from the fresh row.
 */
async function changeProgression(database: DatabaseHandle, userId: string, change: Change) {
  if (!(await ensureProgressionRow(database, userId))) {
    throw new HttpError(404, 'utilisateur_introuvable', 'Ce compte n’existe plus.');
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const row = await readProgression(database, userId);
    const outcome = change(row, { isPaid: row.isPaid });
    if (!outcome.ok) {
      const [status, message] = REFUSALS[outcome.reason];
      throw new HttpError(status, outcome.reason, message);
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

export async function getProgression(database: DatabaseHandle, userId: string): Promise<ProgressionResponse> {
  return toResponse(await readProgression(database, userId));
}

export async function updateProgression(
  database: DatabaseHandle,
  userId: string,
  update: ProgressionUpdate,
): Promise<ProgressionResponse> {
  const { row } = await changeProgression(database, userId, (progression, account) =>
    applyProgressionUpdate(progression, update, account),
  );
  return toResponse(row);
}

export async function completeLevelFor(
  database: DatabaseHandle,
  userId: string,
  completion: LevelCompletion,
): Promise<LevelCompletionResult> {
  const { outcome, row } = await changeProgression(database, userId, (progression, account) =>
    completeLevel(progression, completion, account),
  );
  const result = outcome.gate
    ? 'palier_payant'
    : outcome.ok && outcome.advanced
      ? 'niveau_suivant'
      : 'deja_fait';
  return { progression: toResponse(row), outcome: result };
}
