import { levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/levels/portfolio: everything the student produced, in full, with their first name. */
export function usePortfolio() {
  return useQuery({
    queryKey: ['level-24-portfolio'],
    queryFn: ({ signal }) => call(levelsApi.portfolio, undefined, { signal }),
  });
}
