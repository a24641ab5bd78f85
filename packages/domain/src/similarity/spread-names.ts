import type { Scored } from './word-overlap';

/**
 * Among items of equal score, one of each name before a second of any, otherwise in the order
 * given. Forty schools teach « BUT - Informatique »: with the name order alone, a first page of
 * recommendations held nothing else, and the nursing or sales formations that score as well came
 * pages later. Linear: each item goes to the round of its name's next repeat (no sort; the
 * recommended mode spreads ~2 000 formations per request). A name may be given as a number
 * standing for it (the same number for the same name), which is quicker to look up.
 */
export function spreadRepeatedNames<T>(
  scored: readonly Scored<T>[],
  nameOf: (item: T) => string | number,
): Scored<T>[] {
  const spread: Scored<T>[] = [];
  for (let start = 0, end = 0; start < scored.length; start = end) {
    const score = scored[start]?.score;
    const seen = new Map<string | number, number>();
    const rounds: Scored<T>[][] = [];
    for (; end < scored.length && scored[end]?.score === score; end += 1) {
      const entry = scored[end] as Scored<T>;
      const name = nameOf(entry.item);
      const round = seen.get(name) ?? 0;
      seen.set(name, round + 1);
      if (round === rounds.length) rounds.push([]);
      rounds[round]?.push(entry);
    }
    for (const round of rounds) spread.push(...round);
  }
  return spread;
}
