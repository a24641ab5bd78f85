import { levelsApi, type ProjetFormation } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

const TYPING_PAUSE_MS = 300;

/**
 * GET /api/levels/catalogues/formations-attendus: the Parcoursup formations that have national
 * attendus — the student's saved ones while nothing is typed, else those matching the text.
 */
export function useProjetFormations(text: string) {
  const typed = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const q = typed.length >= 2 ? typed : '';
  return useQuery({
    queryKey: ['level-projet-formations', q],
    queryFn: ({ signal }) => call(levelsApi.catalogueProjetFormations, { query: q ? { q } : {} }, { signal }),
    select: (data): ProjetFormation[] => data.formations,
  });
}
