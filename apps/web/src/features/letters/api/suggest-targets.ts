import {
  LETTER_SUGGEST_MIN_CHARS,
  type LetterSuggestion,
  type LetterTargetType,
  lettersApi,
} from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec section 5: suggestions wait for a 250 ms pause in typing. */
const SUGGEST_DELAY_MS = 250;
const NO_SUGGESTIONS: LetterSuggestion[] = [];

/** GET /letter/suggest; a failure is an empty list, silently (spec section 8). */
async function suggestTargets(q: string, type: LetterTargetType, signal: AbortSignal) {
  try {
    return (await call(lettersApi.suggest, { query: { q, type } }, { signal })).items;
  } catch {
    return NO_SUGGESTIONS;
  }
}

/** Suggestions for the typed text, asked only from 2 characters and after a pause. */
export function useTargetSuggestions(text: string, type: LetterTargetType, enabled: boolean) {
  const q = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const query = useQuery({
    queryKey: ['letters', 'suggest', type, q],
    queryFn: ({ signal }) => suggestTargets(q, type, signal),
    enabled: enabled && q.length >= LETTER_SUGGEST_MIN_CHARS,
    staleTime: 60_000,
  });
  return enabled && q.length >= LETTER_SUGGEST_MIN_CHARS && q === text.trim()
    ? (query.data ?? NO_SUGGESTIONS)
    : NO_SUGGESTIONS;
}
