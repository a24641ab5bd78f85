import { romeApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';
import { useOrientationResults } from '../../../../lib/orientation-results';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { PickOption } from './pick-option';

const TYPING_PAUSE_MS = 300;

/** The student's recommended jobs that have a ROME code: the first suggestions of level 6. */
export function useRecommendedMetiers(): PickOption[] {
  const results = useOrientationResults();
  return (results.data?.results?.jobs ?? []).flatMap((job) =>
    job.romeCode
      ? [{ code: job.romeCode, label: job.title, detail: 'Proposé par ton test d’orientation' }]
      : [],
  );
}

/** GET /api/rome/metiers?q=: métiers of the ROME catalogue resembling what is typed. */
export function useMetierSearch(text: string) {
  const q = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  return useQuery({
    queryKey: ['rome-metiers-search', q],
    queryFn: ({ signal }) => call(romeApi.searchMetiers, { query: { q } }, { signal }),
    enabled: q.length >= 2,
    select: (data): PickOption[] => data.metiers,
  });
}
