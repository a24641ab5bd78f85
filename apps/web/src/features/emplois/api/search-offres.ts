import { catalogApi, type OffreSearchResponse } from '@declic/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { retryServerErrors } from '../../../lib/catalog-saved-list';

export interface OffreSearchParams {
  q: string;
  typecontrat: string;
  /** '' for Tous, 'true' for Oui, 'false' for Non. */
  alternance: string;
  page: number;
  recommended: boolean;
  /** ROME code of one job to match the results to (job cards link with it). */
  metier?: string;
}

export function searchOffres(params: OffreSearchParams, signal?: AbortSignal): Promise<OffreSearchResponse> {
  return call(
    catalogApi.searchOffres,
    {
      query: {
        q: params.q,
        typecontrat: params.typecontrat,
        alternance:
          params.alternance === 'true' || params.alternance === 'false' ? params.alternance : undefined,
        page: params.page,
        recommended: params.recommended ? 'true' : undefined,
        metier: params.metier || undefined,
      },
    },
    { signal },
  );
}

/** GET /api/catalog/metiers/search; the previous page stays on screen while the next loads. */
export function useOffreSearch(params: OffreSearchParams) {
  return useQuery({
    queryKey: ['offres', 'search', params],
    queryFn: ({ signal }) => searchOffres(params, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}
