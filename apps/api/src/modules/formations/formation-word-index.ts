import { meaningfulWords, overlapScore, type Scored } from '@declic/domain';

/** A formation as the index is given it: its names (as the sort key has them) and its place. */
export interface FormationToIndex {
  id: string;
  names: string;
  codeDepartement: string | null;
  codeRegion: string | null;
}

/**
 * An indexed formation, with the meaningful words of its names (what the score compares) and
 * a number standing for its names, the same for every formation named alike.
 */
export interface IndexedFormation extends FormationToIndex {
  words: ReadonlySet<string>;
  nameId: number;
}

/**
 * The whole formations catalogue in name order, with, for each meaningful word of the names (the
 * words the recommendation score compares), the positions of the formations that hold it.
 */
export interface FormationWordIndex {
  version: string;
  formations: IndexedFormation[];
  positionsByWord: Map<string, number[]>;
  /**
   * How many words each formation has, by position: the score reads it for every formation
   * sharing a word, and one flat array spares it a trip through each formation's object and set
   * (~2 000 of them scattered in memory: 240 → 70 µs; docs/performance/catalogues.md).
   */
  wordCounts: Uint16Array;
}

/** Builds the index from formations given in name order. */
export function buildWordIndex(version: string, given: FormationToIndex[]): FormationWordIndex {
  const positionsByWord = new Map<string, number[]>();
  const nameIds = new Map<string, number>();
  const formations = given.map((formation) => {
    let nameId = nameIds.get(formation.names);
    if (nameId === undefined) {
      nameId = nameIds.size;
      nameIds.set(formation.names, nameId);
    }
    return { ...formation, words: meaningfulWords(formation.names, { ignoreDiplomaWords: true }), nameId };
  });
  formations.forEach((formation, position) => {
    for (const word of formation.words) {
      const positions = positionsByWord.get(word);
      if (positions) positions.push(position);
      else positionsByWord.set(word, [position]);
    }
  });
  const wordCounts = Uint16Array.from(formations, (formation) => formation.words.size);
  return { version, formations, positionsByWord, wordCounts };
}

/**
 * Every formation holding at least one of the words, in the département or région asked, in name
 * order: exactly those the score can rate above 0, however many, so the best ones are never left
 * out for coming late in the alphabet.
 */
export function formationsSharingWords(
  index: FormationWordIndex,
  words: readonly string[],
  place: { codeDepartement?: string; codeRegion?: string },
): IndexedFormation[] {
  const positions = new Set<number>();
  for (const word of words)
    for (const position of index.positionsByWord.get(word) ?? []) positions.add(position);
  return [...positions]
    .sort((a, b) => a - b)
    .map((position) => index.formations[position] as IndexedFormation)
    .filter((formation) => isIn(formation, place));
}

/** Whether the formation is in the département and the région asked (either may be left out). */
export function isIn(formation: IndexedFormation, place: { codeDepartement?: string; codeRegion?: string }) {
  return (
    (!place.codeDepartement || formation.codeDepartement === place.codeDepartement) &&
    (!place.codeRegion || formation.codeRegion === place.codeRegion)
  );
}

/**
 * The formations the job titles recommend, best first, equal scores in name order: the domain's
 * formation score (shared words over the smaller set, best of the titles), kept at `minScore` or
 * more. Counted from the index's positions, title by title, instead of comparing each formation's
 * words: ~2 000 formations scored in a fraction of the time (docs/performance/catalogues.md).
 */
export function rankByTitles(
  index: FormationWordIndex,
  titles: readonly ReadonlySet<string>[],
  minScore: number,
  accept: (formation: IndexedFormation) => boolean,
): Scored<IndexedFormation>[] {
  const best = new Float64Array(index.formations.length);
  const shared = new Uint8Array(index.formations.length);
  const scored: number[] = [];
  for (const title of titles) {
    const hits: number[] = [];
    for (const word of title)
      for (const position of index.positionsByWord.get(word) ?? []) {
        if (shared[position] === 0) hits.push(position);
        shared[position] = (shared[position] as number) + 1;
      }
    for (const position of hits) {
      const score = overlapScore(
        shared[position] as number,
        title.size,
        index.wordCounts[position] as number,
      );
      if (best[position] === 0) scored.push(position);
      if (score > (best[position] as number)) best[position] = score;
      shared[position] = 0;
    }
  }
  const byScore = new Map<number, Scored<IndexedFormation>[]>();
  const inNameOrder = Int32Array.from(scored).sort();
  for (let i = 0; i < inNameOrder.length; i++) {
    const position = inNameOrder[i] as number;
    const score = best[position] as number;
    const item = index.formations[position] as IndexedFormation;
    if (score < minScore || !accept(item)) continue;
    const tied = byScore.get(score);
    if (tied) tied.push({ item, score });
    else byScore.set(score, [{ item, score }]);
  }
  const ranked: Scored<IndexedFormation>[] = [];
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) ranked.push(...(byScore.get(score) ?? []));
  return ranked;
}
