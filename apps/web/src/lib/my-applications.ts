import { companiesApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';

export const MY_APPLICATIONS_KEY = ['applications', 'mine'] as const;

/** « Mes candidatures »: each application to a Déclic offer and where it stands. */
export function useMyApplications() {
  return useQuery({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: async ({ signal }) =>
      (await call(companiesApi.myApplications, undefined, { signal })).applications,
  });
}
