import { levelsApi } from '@declic/domain';
import { useCallback } from 'react';
import { call } from '../../../lib/api-call';
import { currentUserId } from '../../../lib/auth/current-user';
import { useCompleteLevel } from '../../../lib/progression/complete-level';

/** A step answer the server needs as proof before it counts the level (levels 2 and 3). */
export interface LevelEvidenceStep {
  stepId: string;
  answer: Record<string, unknown>;
}

/**
 * Reports a finished level to the server, after storing its proof when the screen has one.
 * The success screen never waits for it: a failed update is only logged (spec section 8) and
 * the level can be replayed to record it.
 */
export function useLevelCompletion(level: number) {
  const mutation = useCompleteLevel(currentUserId());
  const { mutate } = mutation;
  const complete = useCallback(
    ({ xpReward, evidence }: { xpReward: number; evidence?: LevelEvidenceStep }) => {
      const proof = evidence
        ? call(levelsApi.saveStep, {
            params: { level, stepId: evidence.stepId },
            body: { answer: evidence.answer },
          })
        : Promise.resolve();
      proof
        .then(() => mutate({ level, xpReward }))
        .catch((error) => console.error('Preuve du niveau non enregistrée :', error));
    },
    [mutate, level],
  );
  return { complete, status: mutation.status, result: mutation.data };
}
