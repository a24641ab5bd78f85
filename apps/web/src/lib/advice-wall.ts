import { levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';

/** The query key of the « Conseils d’anciens » wall: the staff's decisions refresh it. */
export const ADVICE_WALL_KEY = ['advice-wall'] as const;

/** GET /api/advice: the published advice (level 27), and where the caller's own stands. */
export function useAdviceWall() {
  return useQuery({
    queryKey: ADVICE_WALL_KEY,
    queryFn: ({ signal }) => call(levelsApi.adviceWall, undefined, { signal }),
  });
}
