import { INITIAL_PROGRESSION, type ProgressionResponse, progressionApi } from '@declic/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-call';

/** The progression as the screens use it; `fallback` says the server could not be read. */
export interface ProgressionView extends ProgressionResponse {
  fallback: boolean;
}

const FALLBACK: ProgressionView = {
  ...INITIAL_PROGRESSION,
  quests: [],
  perks: [],
  isPaid: false,
  fallback: true,
};

/**
 * GET /api/progression/{userId}. A read failure falls back to level 1 with 0 XP (spec section
 * 4): the screens keep working and the failure is logged, never shown as a blocking error.
 */
export async function getProgression(userId: string): Promise<ProgressionView> {
  try {
    const progression = await call(progressionApi.get, { params: { userId } });
    return { ...progression, fallback: false };
  } catch (error) {
    console.warn('Progression illisible, repli sur le niveau 1 :', error);
    return FALLBACK;
  }
}

export const progressionQueryKey = (userId: string | null) => ['progression', userId] as const;

export function progressionQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: progressionQueryKey(userId),
    queryFn: () => (userId ? getProgression(userId) : FALLBACK),
    staleTime: 30_000,
    // A fallback is worth another try soon, without blocking the screen meanwhile.
    refetchInterval: (query) => (query.state.data?.fallback && userId ? 15_000 : false),
  });
}

export function useProgression(userId: string | null) {
  return useQuery(progressionQueryOptions(userId));
}
