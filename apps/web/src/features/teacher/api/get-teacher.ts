import { teachersApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

export const teacherKey = ['teacher', 'me'] as const;

/** The teacher, their establishment and whether their space is open (active, pending, suspended). */
export function useTeacher() {
  return useQuery({
    queryKey: teacherKey,
    queryFn: ({ signal }) => call(teachersApi.me, undefined, { signal }),
  });
}
