import { levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/levels/timeline: the student's journey in Déclic, oldest first. */
export function useJourneyTimeline() {
  return useQuery({
    queryKey: ['level-28-timeline'],
    queryFn: ({ signal }) => call(levelsApi.timeline, undefined, { signal }),
    select: (data) => data.events,
  });
}
