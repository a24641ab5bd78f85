import { type DateIdea, type KeyDate, levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/levels/calendar/key-dates: the shared dates to come, with their sources. */
export function useKeyDates() {
  return useQuery({
    queryKey: ['level-20-key-dates'],
    queryFn: ({ signal }) => call(levelsApi.keyDates, undefined, { signal }),
    select: (data): KeyDate[] => data.keyDates,
  });
}

/** GET /api/levels/calendar/ideas: dates the student's journey suggests (level 9, saved formations). */
export function useDateIdeas() {
  return useQuery({
    queryKey: ['level-20-date-ideas'],
    queryFn: ({ signal }) => call(levelsApi.dateIdeas, undefined, { signal }),
    select: (data): DateIdea[] => data.ideas,
  });
}
