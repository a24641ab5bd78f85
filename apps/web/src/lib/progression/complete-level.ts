import { type LevelCompletion, type LevelCompletionResult, progressionApi } from '@declic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api-call';
import { type ProgressionView, progressionQueryKey } from './get-progression';

/** POST /api/progression/{userId}/complete: a level screen reports its mission done. */
export function completeLevel(userId: string, completion: LevelCompletion): Promise<LevelCompletionResult> {
  return call(progressionApi.complete, { params: { userId }, body: completion });
}

/**
 * For the level screens. Failures are only logged (spec section 8): the success screen still
 * shows, and the level can be replayed later to record it.
 */
export function useCompleteLevel(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: LevelCompletion) => {
      if (!userId) return Promise.reject(new Error('Aucun utilisateur connecté.'));
      return completeLevel(userId, completion);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<ProgressionView>(progressionQueryKey(userId), {
        ...result.progression,
        fallback: false,
      });
    },
    onError: (error) => console.error('Mise à jour de la progression impossible :', error),
  });
}
