import { levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api-call';

export const focusQueryKey = ['level-30-focus'] as const;

/** GET /api/levels/focus: the themes chosen at level 30 and the next levels in that order. */
export function useFocus(enabled = true) {
  return useQuery({
    queryKey: focusQueryKey,
    queryFn: ({ signal }) => call(levelsApi.focus, undefined, { signal }),
    enabled,
  });
}
