import { classroomsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** The students of a class: what a teacher always sees of them. */
export function useRoster(classroomId: string) {
  return useQuery({
    queryKey: ['teacher', 'roster', classroomId],
    queryFn: async ({ signal }) =>
      (await call(classroomsApi.roster, { params: { id: classroomId } }, { signal })).students,
  });
}

/** One student's card: the roster's facts and only the items they switched on. */
export function useStudentCard(classroomId: string, studentId: string) {
  return useQuery({
    queryKey: ['teacher', 'student-card', classroomId, studentId],
    queryFn: ({ signal }) =>
      call(classroomsApi.studentCard, { params: { id: classroomId, studentId } }, { signal }),
  });
}
