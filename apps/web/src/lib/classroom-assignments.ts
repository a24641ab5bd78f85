import { assignmentsApi } from '@declic/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-call';
import { useSession } from './auth/session';

export const myAssignmentsQueryKey = ['classrooms', 'assignments', 'mine'] as const;

// Assignments change when a teacher acts, rarely within a visit: the shell and the map share one
// read every few minutes.
const FRESH_MS = 5 * 60_000;

/** GET /api/classrooms/assignments: the levels the student's classes ask for, and their notices. */
export const myAssignmentsQuery = () =>
  queryOptions({
    queryKey: myAssignmentsQueryKey,
    queryFn: ({ signal }) => call(assignmentsApi.mine, undefined, { signal }),
    staleTime: FRESH_MS,
  });

/**
 * Only a student account reads it (a teacher or a company would be refused). Never on the
 * server's drawing of the page: the session is the browser's, so the read comes after the page.
 */
export function useMyAssignments() {
  const isStudent = useSession()?.user_metadata.profile_type === 'student';
  return useQuery({ ...myAssignmentsQuery(), enabled: isStudent });
}
