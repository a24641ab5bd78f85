import { type ClassroomCreateBody, classroomsApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const classroomsKey = ['teacher', 'classrooms'] as const;

/** The teacher's classes, archived ones last (the server's order). */
export function useClassrooms() {
  return useQuery({
    queryKey: classroomsKey,
    queryFn: async ({ signal }) => (await call(classroomsApi.list, undefined, { signal })).classrooms,
  });
}

/** One class of the list (there is no route for a single class: the list is short and cached). */
export function useClassroom(id: string) {
  const list = useClassrooms();
  return { ...list, data: list.data?.find((classroom) => classroom.id === id) };
}

/** Every change answers with the class as it now is; the list is read again. */
function useClassroomChange<V, R>(change: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: classroomsKey }),
  });
}

export const useCreateClassroom = () =>
  useClassroomChange((body: ClassroomCreateBody) => call(classroomsApi.create, { body }));

export const useRenameClassroom = () =>
  useClassroomChange(({ id, name }: { id: string; name: string }) =>
    call(classroomsApi.rename, { params: { id }, body: { name } }),
  );

export const useArchiveClassroom = () =>
  useClassroomChange((id: string) => call(classroomsApi.archive, { params: { id } }));

/** A new code: the old one stops at once (and the QR code drawn from it). */
export const useRegenerateCode = () =>
  useClassroomChange((id: string) => call(classroomsApi.regenerateCode, { params: { id } }));
