import { meaningfulWords } from '../similarity/words';

/**
 * How close a formation's name is to the closest of ONISEP's (long) minimum formations: shared
 * words over the larger word set, so "Licence - Portail Sciences et technologies" does not match
 * "Bac STHR sciences et technologies de l'hôtellerie et de la restauration" on two words.
 */
export function trainingPathScorer(paths: readonly string[]): (names: readonly string[]) => number {
  const pathWords = paths.map((path) => meaningfulWords(path, { ignoreDiplomaWords: true }));
  return (names) => {
    const words = meaningfulWords(names.join(' '), { ignoreDiplomaWords: true });
    let best = 0;
    for (const path of pathWords) {
      if (words.size === 0 || path.size === 0) continue;
      let shared = 0;
      for (const word of words) if (path.has(word)) shared += 1;
      // One shared word ("art" of "arts culinaires") is chance, unless a name has only one word.
      if (shared < Math.min(2, words.size, path.size)) continue;
      best = Math.max(best, shared / Math.max(words.size, path.size));
    }
    return best;
  };
}
