import { catalogApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec section 9: suggestions after a 250 ms pause, from 2 characters. */
const PAUSE_MS = 250;
const MIN_LENGTH = 2;

/** Région or département names starting with what is typed; silently empty on failure (spec 8). */
export function usePlaceSuggestions(type: 'region' | 'departement', text: string): string[] {
  const q = useDebouncedValue(text.trim(), PAUSE_MS);
  const query = useQuery({
    queryKey: ['geo', 'suggest', type, q],
    queryFn: ({ signal }) => call(catalogApi.suggestPlaces, { query: { type, q } }, { signal }),
    enabled: q.length >= MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const items = query.data?.items ?? [];
  return items.map((item) => (type === 'departement' ? `${item.code} - ${item.label}` : item.label));
}
