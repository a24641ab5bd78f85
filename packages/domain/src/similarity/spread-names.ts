import type { Scored } from './word-overlap';

/**
 * Among items of equal score, one of each name before a second of any, otherwise in the order
 * given. Forty schools teach « BUT - Informatique »: with the name order alone, a first page of
 * recommendations held nothing else, and the nursing or sales formations that score as well came
 * pages later.
 */
export function spreadRepeatedNames<T>(
  scored: readonly Scored<T>[],
  nameOf: (item: T) => string,
): Scored<T>[] {
  const spread: Scored<T>[] = [];
  for (let start = 0, end = 0; start < scored.length; start = end) {
    const score = scored[start]?.score;
    while (end < scored.length && scored[end]?.score === score) end += 1;
    const seen = new Map<string, number>();
    const tied = scored.slice(start, end).map((entry, index) => {
      const name = nameOf(entry.item);
      const round = seen.get(name) ?? 0;
      seen.set(name, round + 1);
      return { entry, round, index };
    });
    tied.sort((a, b) => a.round - b.round || a.index - b.index);
    for (const { entry } of tied) spread.push(entry);
  }
  return spread;
}
