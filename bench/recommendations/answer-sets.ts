import { type AnswerValue, type OrientationItem, RIASEC_LETTERS, type RiasecLetter } from '@declic/domain';

/** The 120 ordered three-letter Holland codes (three distinct letters of RIASEC). */
export function orderedCodes(): string[] {
  const codes: string[] = [];
  for (const a of RIASEC_LETTERS)
    for (const b of RIASEC_LETTERS)
      for (const c of RIASEC_LETTERS) if (a !== b && b !== c && a !== c) codes.push(`${a}${b}${c}`);
  return codes;
}

/** A small seeded generator, so every run prints the same figures. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SCALE: AnswerValue[] = ['Non', 'Pas trop', 'Je ne sais pas', 'Un peu', 'Oui'];

/** How a student of one style turns a liking (0 to 1) into an answer. */
export type AnswerStyle = (liking: number, draw: () => number) => AnswerValue;

const onScale = (value: number): AnswerValue =>
  SCALE[Math.max(0, Math.min(4, Math.round(value * 4)))] ?? 'Je ne sais pas';

export const ANSWER_STYLES: Record<string, AnswerStyle> = {
  // Says what they think, loudly: mostly Oui and Non.
  enthousiaste: (liking, draw) => onScale(liking + (draw() - 0.5) * 0.3),
  // Rarely at the ends of the scale: Un peu, Pas trop.
  nuancé: (liking, draw) => onScale(0.5 + (liking - 0.5) * 0.6 + (draw() - 0.5) * 0.25),
  // « Je ne sais pas » one time in three, nuanced otherwise.
  hésitant: (liking, draw) =>
    draw() < 0.33 ? 'Je ne sais pas' : onScale(0.5 + (liking - 0.5) * 0.6 + (draw() - 0.5) * 0.25),
};

/** Liking of each letter for a student with this code: strong, clear, present, then low. */
export function likingFor(code: string, letter: RiasecLetter): number {
  return [1, 0.8, 0.62][code.indexOf(letter)] ?? 0.1;
}

/** Answers to the 36 main items of a student with this code, in this style. */
export function answerSet(
  items: OrientationItem[],
  code: string,
  style: AnswerStyle,
  draw: () => number,
): Map<number, AnswerValue> {
  return new Map(
    items
      .filter((item) => !item.followUp)
      .map((item) => [item.id, style(likingFor(code, item.riasec), draw)]),
  );
}

/** The same answers with one item moved to the opposite end of the scale. */
export function withOneAnswerFlipped(
  answers: ReadonlyMap<number, AnswerValue>,
  itemId: number,
): Map<number, AnswerValue> {
  const flipped = new Map(answers);
  const index = SCALE.indexOf(answers.get(itemId) ?? 'Je ne sais pas');
  flipped.set(itemId, index >= 2 ? 'Non' : 'Oui');
  return flipped;
}
