import { levelsApi } from '@declic/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/levels/12/comparaison: the savoir-être the métiers chosen in level 6 ask for. */
export const savoirEtreComparisonQuery = () =>
  queryOptions({
    queryKey: ['level-12-comparison'],
    queryFn: ({ signal }) => call(levelsApi.savoirEtreComparison, undefined, { signal }),
  });

export function useSavoirEtreComparison() {
  return useQuery(savoirEtreComparisonQuery());
}
