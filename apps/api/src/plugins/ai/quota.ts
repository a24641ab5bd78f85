// The AI budget: one place counts every provider call, whichever module makes it.
import type { DatabaseHandle, Queryable } from '../../db/database';
import { HttpError } from '../errors';

export interface AiLimits {
  dailyUserQuota: number;
  dailyGlobalBudget: number;
}

export type QuotaResult = { ok: true } | { ok: false; reason: 'user' | 'global' };

const TODAY = "(now() AT TIME ZONE 'Europe/Paris')::date";

/**
 * Counts one provider call for the student if both today's per-student quota and today's
 * global budget allow it. One statement, so concurrent calls cannot both take the last unit
 * of a student's quota (the global budget may overshoot by the calls in flight).
 */
export async function consumeAiCall(
  database: DatabaseHandle,
  userId: string,
  limits: AiLimits,
): Promise<QuotaResult> {
  const [counted] = await database.query<{ calls: number }>(
    `INSERT INTO ai_usage (day, user_id, calls)
     SELECT ${TODAY}, $1, 1
      WHERE $2 > 0 AND (SELECT coalesce(sum(calls), 0) FROM ai_usage WHERE day = ${TODAY}) < $3
     ON CONFLICT (day, user_id) DO UPDATE SET calls = ai_usage.calls + 1 WHERE ai_usage.calls < $2
     RETURNING calls`,
    [userId, limits.dailyUserQuota, limits.dailyGlobalBudget],
  );
  if (counted) {
    await database.query(`DELETE FROM ai_usage WHERE day < ${TODAY} - 7`);
    return { ok: true };
  }
  const [used] = await database.query<{ calls: number }>(
    `SELECT calls FROM ai_usage WHERE day = ${TODAY} AND user_id = $1`,
    [userId],
  );
  return { ok: false, reason: (used?.calls ?? 0) >= limits.dailyUserQuota ? 'user' : 'global' };
}

/** Provider calls counted today (Paris time), all students together: the budget's use. */
export async function aiCallsToday(database: Queryable): Promise<number> {
  const [row] = await database.query<{ calls: number }>(
    `SELECT coalesce(sum(calls), 0)::int AS calls FROM ai_usage WHERE day = ${TODAY}`,
  );
  return row?.calls ?? 0;
}

/** 429 with the reason in French. */
export function quotaError(result: { reason: 'user' | 'global' }, limits: AiLimits): HttpError {
  return result.reason === 'user'
    ? new HttpError(
        429,
        'quota_ia_atteint',
        `Tu as posé tes ${limits.dailyUserQuota} questions du jour à l’assistant IA. Reviens demain !`,
      )
    : new HttpError(
        429,
        'budget_ia_atteint',
        'L’assistant IA a atteint sa limite du jour pour tout Déclic. Réessaie demain.',
      );
}
