import type { BudgetPrefill, StepCheck } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { readStepAnswers } from '../engine/step-answers.repository';

type Result<K extends string> = Extract<NonNullable<StepCheck['result']>, { kind: K }>;

async function passedResult<K extends string>(
  database: DatabaseHandle,
  userId: string,
  level: number,
  stepId: string,
  kind: K,
): Promise<{ answer: Record<string, unknown>; result: Result<K> } | null> {
  const row = (await readStepAnswers(database, userId, level)).find(
    (candidate) => candidate.stepId === stepId,
  );
  const result = row?.check.result;
  if (!row?.passed || result?.kind !== kind) return null;
  return { answer: row.answer, result: result as Result<K> };
}

/**
 * What levels 36 and 37 stored for the caller (the server's estimates, not the browser's), to
 * prefill level 35's budget: the monthly grant, and the rent left to pay for the home chosen.
 */
export async function budgetPrefillFor(database: DatabaseHandle, userId: string): Promise<BudgetPrefill> {
  const grant = await passedResult(database, userId, 36, 'estimation', 'grant');
  const housing = await passedResult(database, userId, 37, 'comparaison', 'housing');
  const chosen = housing?.result.rows.find((row) => row.type === housing.answer.choice);
  return {
    grant: grant
      ? { monthlyAmount: grant.result.estimate.monthlyAmount, echelon: grant.result.estimate.echelon }
      : null,
    housing:
      housing && chosen
        ? { type: chosen.type, netRent: chosen.netRent, commune: housing.result.commune.label }
        : null,
  };
}
