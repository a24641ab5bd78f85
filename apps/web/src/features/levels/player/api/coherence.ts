import { levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/levels/coherence: the cross-check of the student's CV, letter, projet and wishes. */
export function useCoherence() {
  return useQuery({
    queryKey: ['level-25-coherence'],
    queryFn: ({ signal }) => call(levelsApi.coherence, undefined, { signal }),
    select: (data) => data.findings,
  });
}
