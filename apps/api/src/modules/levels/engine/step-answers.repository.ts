import type { StepCheck } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

export interface StoredStepRow {
  stepId: string;
  answer: Record<string, unknown>;
  passed: boolean;
  check: StepCheck;
  updatedAt: string;
}

/** Saves the answer and the server's verdict, replacing an earlier answer to the same step. */
export async function saveStepAnswer(
  database: DatabaseHandle,
  userId: string,
  level: number,
  stepId: string,
  answer: Record<string, unknown>,
  check: StepCheck,
): Promise<void> {
  await database.query(
    `INSERT INTO level_step_answers (user_id, level, step_id, answer, passed, result, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, now())
     ON CONFLICT (user_id, level, step_id)
     DO UPDATE SET answer = EXCLUDED.answer, passed = EXCLUDED.passed, result = EXCLUDED.result,
                   updated_at = EXCLUDED.updated_at`,
    [userId, level, stepId, JSON.stringify(answer), check.passed, JSON.stringify(check)],
  );
}

/**
 * Replaces only the text of a passed answer (the final polish's corrections): its verdict and
 * its date stay, the corrected document is what the student downloads from now on.
 */
export async function replacePassedAnswer(
  database: DatabaseHandle,
  userId: string,
  level: number,
  stepId: string,
  answer: Record<string, unknown>,
): Promise<void> {
  await database.query(
    `UPDATE level_step_answers SET answer = $4::jsonb
      WHERE user_id = $1 AND level = $2 AND step_id = $3 AND passed`,
    [userId, level, stepId, JSON.stringify(answer)],
  );
}

/** The caller's answers to one level, oldest first. */
export async function readStepAnswers(
  database: DatabaseHandle,
  userId: string,
  level: number,
): Promise<StoredStepRow[]> {
  const rows = await database.query<{
    step_id: string;
    answer: Record<string, unknown>;
    passed: boolean;
    result: StepCheck | null;
    updated_at: Date | string;
  }>(
    `SELECT step_id, answer, passed, result, updated_at FROM level_step_answers
      WHERE user_id = $1 AND level = $2 ORDER BY updated_at, step_id`,
    [userId, level],
  );
  return rows.map((row) => ({
    stepId: row.step_id,
    answer: row.answer,
    passed: row.passed,
    check: row.result ?? { passed: row.passed, problems: [] },
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** Ids of the steps of a level whose stored answer passed. */
export async function passedStepIds(
  database: DatabaseHandle,
  userId: string,
  level: number,
): Promise<Set<string>> {
  const rows = await database.query<{ step_id: string }>(
    'SELECT step_id FROM level_step_answers WHERE user_id = $1 AND level = $2 AND passed',
    [userId, level],
  );
  return new Set(rows.map((row) => row.step_id));
}

/** Every step of every level the caller passed, level by level (their productions come from these). */
export async function readAllPassedSteps(
  database: DatabaseHandle,
  userId: string,
): Promise<(StoredStepRow & { level: number })[]> {
  const rows = await database.query<{
    level: number;
    step_id: string;
    answer: Record<string, unknown>;
    result: StepCheck | null;
    updated_at: Date | string;
  }>(
    `SELECT level, step_id, answer, result, updated_at FROM level_step_answers
      WHERE user_id = $1 AND passed ORDER BY level, updated_at, step_id`,
    [userId],
  );
  return rows.map((row) => ({
    level: Number(row.level),
    stepId: row.step_id,
    answer: row.answer,
    passed: true,
    check: row.result ?? { passed: true, problems: [] },
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}
