import { useCallback } from 'react';
import { currentUserId } from '../../../lib/auth/current-user';
import { useCompleteLevel } from '../../../lib/progression/complete-level';

/**
 * Reports a finished level to the server. The success screen never waits for it: a failed
 * update is only logged (spec section 8) and the level can be replayed to record it.
 */
export function useLevelCompletion(level: number) {
  const mutation = useCompleteLevel(currentUserId());
  const { mutate } = mutation;
  const complete = useCallback(
    ({ xpReward }: { xpReward: number }) => mutate({ level, xpReward }),
    [mutate, level],
  );
  return { complete, status: mutation.status, result: mutation.data };
}
