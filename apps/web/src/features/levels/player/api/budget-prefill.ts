import { levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/levels/budget/prefill: the grant of level 36 and the rent of level 37, once computed. */
export function useBudgetPrefill() {
  return useQuery({
    queryKey: ['level-35-budget-prefill'],
    queryFn: ({ signal }) => call(levelsApi.budgetPrefill, undefined, { signal }),
  });
}
