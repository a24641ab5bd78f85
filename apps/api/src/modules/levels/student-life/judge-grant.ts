import { checkGrant, type GrantAnswer, type GrantStep, grantInputProblems } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { bourseEstimate } from './aids-estimates';

/**
 * Level 36: the échelon is the server's, computed by the aids module from the imported scale,
 * and stored with the answer so that the student's record says what they saw.
 */
export async function judgeGrant(database: DatabaseHandle, step: GrantStep, answer: Record<string, unknown>) {
  const family = answer as unknown as GrantAnswer;
  // Missing or contradictory inputs: said by the rules, nothing to compute yet.
  if (grantInputProblems(family).length > 0) return { answer, check: checkGrant(step, family) };
  const estimate = await bourseEstimate(database, {
    parentsIncome: family.parentsIncome as number,
    dependentSiblings: family.dependentSiblings as number,
    siblingsInHigherEducation: family.siblingsInHigherEducation as number,
    distanceKm: family.distanceKm as number,
  });
  return { answer: { ...answer, estimate }, check: checkGrant(step, family, estimate) };
}
