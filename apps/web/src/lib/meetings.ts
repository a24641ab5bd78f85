import { companiesApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';

export const MEETINGS_KEY = ['rencontres'] as const;

/** The « rencontres métier » to come: in the student's département first, then by video. */
export function useMeetings(enabled = true) {
  return useQuery({
    queryKey: MEETINGS_KEY,
    queryFn: async ({ signal }) => (await call(companiesApi.meetings, undefined, { signal })).meetings,
    enabled,
  });
}
