import { catalogApi, type FormationSearchResponse } from '@declic/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { retryServerErrors } from '../../../lib/catalog-saved-list';

export interface FormationSearchParams {
  q: string;
  region: string;
  departement: string;
  page: number;
  recommended: boolean;
  /** ROME code of one job to match the results to (job cards link with it). */
  metier?: string;
}

export function searchFormations(
  params: FormationSearchParams,
  signal?: AbortSignal,
): Promise<FormationSearchResponse> {
  return call(
    catalogApi.searchFormations,
    {
      query: {
        q: params.q,
        region: params.region,
        departement: params.departement,
        page: params.page,
        recommended: params.recommended ? 'true' : undefined,
        metier: params.metier || undefined,
      },
    },
    { signal },
  );
}

/** GET /api/catalog/formations/search; the previous page stays on screen while the next loads. */
export function useFormationSearch(params: FormationSearchParams) {
  return useQuery({
    queryKey: ['formations', 'search', params],
    queryFn: ({ signal }) => searchFormations(params, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}
