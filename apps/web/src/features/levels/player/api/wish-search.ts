import { catalogApi, type FormationItem } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

const TYPING_PAUSE_MS = 300;

/** The formations search of the catalogue (GET /api/catalog/formations/search), for wishes. */
export function useWishSearch(text: string) {
  const q = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  return useQuery({
    queryKey: ['level-voeux-search', q],
    queryFn: ({ signal }) => call(catalogApi.searchFormations, { query: { q, page: 1 } }, { signal }),
    enabled: q.length >= 2,
    select: (data): FormationItem[] => data.items,
  });
}
