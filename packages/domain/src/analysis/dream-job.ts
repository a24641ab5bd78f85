import { normalizeForSearch } from '../similarity/normalize';
import type { MetierCandidate } from './catalogue';

const significantWords = (text: string): string[] =>
  normalizeForSearch(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 3);

/**
 * The ROME professional fields of the student's dream job (typed freely in level 1): those of
 * the fiches whose title shares the most words with it. Empty when nothing matches, or when
 * the words are too vague to point anywhere (« technicien » alone names dozens of fields).
 */
export function dreamJobDomaines(
  dreamJob: string | null | undefined,
  catalogue: MetierCandidate[],
): Set<string> {
  const words = new Set(significantWords(dreamJob ?? ''));
  if (words.size === 0) return new Set();
  let best = 0;
  let domaines = new Set<string>();
  for (const metier of catalogue) {
    const shared = significantWords(metier.title).filter((word) => words.has(word)).length;
    if (shared === 0 || shared < best) continue;
    if (shared > best) [best, domaines] = [shared, new Set()];
    domaines.add(metier.domaine);
  }
  return domaines.size <= MAX_DREAM_DOMAINES ? domaines : new Set();
}

const MAX_DREAM_DOMAINES = 3;
