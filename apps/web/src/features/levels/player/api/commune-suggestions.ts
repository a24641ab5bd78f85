import { catalogApi, type GeoSuggestion } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

const PAUSE_MS = 250;
const MIN_LENGTH = 2;

/** GET /api/geo/suggest?type=commune: communes of the INSEE geography matching what is typed. */
export function useCommuneSuggestions(text: string) {
  const q = useDebouncedValue(text.trim(), PAUSE_MS);
  return useQuery({
    queryKey: ['geo', 'suggest', 'commune', q],
    queryFn: ({ signal }) => call(catalogApi.suggestPlaces, { query: { type: 'commune', q } }, { signal }),
    enabled: q.length >= MIN_LENGTH,
    staleTime: 5 * 60_000,
    select: (data): GeoSuggestion[] => data.items,
  });
}
