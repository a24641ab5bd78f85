import { classroomsApi, type TeacherStatus, teachersApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const teachersKey = ['staff', 'teachers'] as const;
const classroomsKey = ['staff', 'teacher-classrooms'] as const;
const auditKey = ['staff', 'audit'] as const;

/** GET /api/admin/teachers?status=: the teacher accounts of one status, oldest first. */
export function useStaffTeachers(status: TeacherStatus) {
  return useQuery({
    queryKey: [...teachersKey, status],
    queryFn: ({ signal }) => call(teachersApi.list, { query: { status } }, { signal }),
    select: (data) => data.teachers,
  });
}

/** Opens, suspends or reopens a teacher's space, with the reason the audit log keeps. */
export function useSetTeacherStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: 'active' | 'suspended'; reason: string }) =>
      call(teachersApi.setStatus, { params: { id }, body: { status, reason } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teachersKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

/** GET /api/admin/classrooms?teacherId=: a teacher's classes, read when the staff unfold them. */
export function useTeacherClassrooms(teacherId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...classroomsKey, teacherId],
    queryFn: ({ signal }) => call(classroomsApi.staffList, { query: { teacherId } }, { signal }),
    select: (data) => data.classrooms,
    enabled,
  });
}

/** Archives a class (its code stops), with the reason the audit log keeps. */
export function useArchiveClassroomAsStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(classroomsApi.staffArchive, { params: { id }, body: { reason } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: classroomsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
