import { classDashboardApi } from '@declic/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

export const classDashboardQuery = (classroomId: string) =>
  queryOptions({
    queryKey: ['classrooms', classroomId, 'dashboard'],
    queryFn: () => call(classDashboardApi.dashboard, { params: { id: classroomId } }),
  });

/** The class at a glance (counts, levels, inactive students, Parcoursup dates). */
export function useClassDashboard(classroomId: string) {
  return useQuery(classDashboardQuery(classroomId));
}
