import { type CoherenceAnswer, type CoherenceStep, checkCoherence } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { coherenceFor } from '../coherence/coherence.service';

/** Level 25: the report is rebuilt from the caller's own documents, never taken from the browser. */
export async function judgeCoherence(
  database: DatabaseHandle,
  userId: string,
  step: CoherenceStep,
  answer: Record<string, unknown>,
) {
  const findings = await coherenceFor(database, userId);
  return { answer, check: checkCoherence(step, answer as unknown as CoherenceAnswer, findings) };
}
