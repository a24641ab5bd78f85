import { meaningfulWords } from '@declic/domain';

/** A formation as the index is given it: its names (as the sort key has them) and its place. */
export interface FormationToIndex {
  id: string;
  names: string;
  codeDepartement: string | null;
  codeRegion: string | null;
}

/** An indexed formation, with the meaningful words of its names (what the score compares). */
export interface IndexedFormation extends FormationToIndex {
  words: ReadonlySet<string>;
}

/**
 * The whole formations catalogue in name order, with, for each meaningful word of the names (the
 * words the recommendation score compares), the positions of the formations that hold it.
 */
export interface FormationWordIndex {
  version: string;
  formations: IndexedFormation[];
  positionsByWord: Map<string, number[]>;
}

/** Builds the index from formations given in name order. */
export function buildWordIndex(version: string, given: FormationToIndex[]): FormationWordIndex {
  const positionsByWord = new Map<string, number[]>();
  const formations = given.map((formation) => ({
    ...formation,
    words: meaningfulWords(formation.names, { ignoreDiplomaWords: true }),
  }));
  formations.forEach((formation, position) => {
    for (const word of formation.words) {
      const positions = positionsByWord.get(word);
      if (positions) positions.push(position);
      else positionsByWord.set(word, [position]);
    }
  });
  return { version, formations, positionsByWord };
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
    .filter(
      (formation) =>
        (!place.codeDepartement || formation.codeDepartement === place.codeDepartement) &&
        (!place.codeRegion || formation.codeRegion === place.codeRegion),
    );
}
