import { type AssignmentCreateBody, assignmentsApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const assignmentsKey = (classroomId: string) => ['classrooms', classroomId, 'assignments'] as const;

/** The class's assignments, each with who of its students has done the level. */
export function useClassAssignments(classroomId: string) {
  return useQuery({
    queryKey: assignmentsKey(classroomId),
    queryFn: async ({ signal }) =>
      (await call(assignmentsApi.list, { params: { id: classroomId } }, { signal })).assignments,
  });
}

export function useAssignLevel(classroomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentCreateBody) =>
      call(assignmentsApi.create, { params: { id: classroomId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentsKey(classroomId) }),
  });
}

export function useUnassignLevel(classroomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      call(assignmentsApi.remove, { params: { id: classroomId, assignmentId } }),
    onSettled: () => client.invalidateQueries({ queryKey: assignmentsKey(classroomId) }),
  });
}
