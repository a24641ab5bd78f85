import { classroomsApi, type Sharing } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { myAssignmentsQueryKey } from '../../../lib/classroom-assignments';

const membershipsKey = ['classrooms', 'memberships'] as const;

/** The student's classes, each with its four sharing switches. */
export function useMemberships() {
  return useQuery({
    queryKey: membershipsKey,
    queryFn: async () => (await call(classroomsApi.memberships)).memberships,
  });
}

/** The class a code opens, and exactly what its teacher will see: read before joining. */
export function useJoinPreview() {
  return useMutation({ mutationFn: (code: string) => call(classroomsApi.joinPreview, { body: { code } }) });
}

export function useJoinClassroom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(classroomsApi.join, { body: { code } }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: membershipsKey });
      // The class's levels and notices now belong on the map and in the bell.
      client.invalidateQueries({ queryKey: myAssignmentsQueryKey });
    },
  });
}

export function useLeaveClassroom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(classroomsApi.leave, { params: { id } }),
    onSettled: () => {
      client.invalidateQueries({ queryKey: membershipsKey });
      // What the class asked for leaves the map with it.
      client.invalidateQueries({ queryKey: myAssignmentsQueryKey });
    },
  });
}

/** Sends the four switches at once, as the server keeps them; the list shows the server's answer. */
export function useSetSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sharing }: { id: string; sharing: Sharing }) =>
      call(classroomsApi.setSharing, { params: { id }, body: sharing }),
    onSettled: () => client.invalidateQueries({ queryKey: membershipsKey }),
  });
}
