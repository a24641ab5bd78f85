import { levelsApi } from '@declic/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-call';

export const productionsQueryKey = ['level-productions'] as const;

/** GET /api/levels/productions: what the caller built in the levels (6 on), and their reminders. */
export const productionsQuery = () =>
  queryOptions({
    queryKey: productionsQueryKey,
    queryFn: ({ signal }) => call(levelsApi.productions, undefined, { signal }),
  });

/** `enabled` false while nothing can have been built yet (no account, or before level 6). */
export function useProductions(enabled = true) {
  return useQuery({ ...productionsQuery(), enabled });
}
