import type { AnswerValue } from '../contracts/pre-account';
import { RIASEC_LETTERS, type RiasecLetter } from './letters';

/**
 * Points of each answer, from 0 to 4. « Je ne sais pas » is the middle of the scale: it counts,
 * so a letter backed by one « Oui » among hesitations does not look certain (docs/decisions).
 */
export const ANSWER_POINTS: Record<AnswerValue, number> = {
  Oui: 4,
  'Un peu': 3,
  'Je ne sais pas': 2,
  'Pas trop': 1,
  Non: 0,
};
const MAX_POINTS = 4;

/** One questionnaire item as the scoring needs it: which letter it measures. */
export interface ScoredItem {
  id: number;
  riasec: RiasecLetter;
}

export interface LetterScore {
  letter: RiasecLetter;
  /** Items of this letter answered, « Je ne sais pas » included. */
  answered: number;
  /** Of those, the answers with an opinion (not « Je ne sais pas »). */
  firm: number;
  /** Items of this letter answered « Oui ». */
  yes: number;
  /** Items of this letter answered « Un peu ». */
  rather: number;
  /** Sum of points over the answered items. */
  points: number;
  /** Average interest from 0 to 100; null when no item of the letter was answered. */
  percent: number | null;
}

export type RiasecScores = Record<RiasecLetter, LetterScore>;

/** Adds up the answers letter by letter. Answers to unknown items are ignored. */
export function scoreRiasec(items: ScoredItem[], answers: ReadonlyMap<number, AnswerValue>): RiasecScores {
  const scores = Object.fromEntries(
    RIASEC_LETTERS.map((letter) => [
      letter,
      { letter, answered: 0, firm: 0, yes: 0, rather: 0, points: 0, percent: null },
    ]),
  ) as RiasecScores;
  for (const item of items) {
    const answer = answers.get(item.id);
    if (answer === undefined) continue;
    const score = scores[item.riasec];
    score.answered += 1;
    score.points += ANSWER_POINTS[answer];
    if (answer !== 'Je ne sais pas') score.firm += 1;
    if (answer === 'Oui') score.yes += 1;
    if (answer === 'Un peu') score.rather += 1;
  }
  for (const score of Object.values(scores)) {
    score.percent =
      score.answered > 0 ? Math.round((score.points / (score.answered * MAX_POINTS)) * 100) : null;
  }
  return scores;
}

/**
 * Compares two letters on the evidence: the average, then the number of firm answers, then the
 * strongest answers (« Oui », then « Un peu »). 0 when the answers cannot tell them apart.
 */
export function compareByEvidence(a: LetterScore, b: LetterScore): number {
  return (b.percent ?? -1) - (a.percent ?? -1) || b.firm - a.firm || b.yes - a.yes || b.rather - a.rather;
}

/**
 * The letters from the strongest to the weakest, by the evidence. Only letters the answers cannot
 * tell apart keep the RIASEC order, so the same answers always give the same code; the
 * confidence of the profile says when that happened. Letters without any answer come last.
 */
export function rankLetters(scores: RiasecScores): RiasecLetter[] {
  return [...RIASEC_LETTERS].sort(
    (a, b) =>
      compareByEvidence(scores[a], scores[b]) || RIASEC_LETTERS.indexOf(a) - RIASEC_LETTERS.indexOf(b),
  );
}

/** The three-letter Holland code, e.g. "SAE". */
export function hollandCode(scores: RiasecScores): string {
  return rankLetters(scores).slice(0, 3).join('');
}

/** True when at least one answer carried a real opinion. */
export function hasSignal(scores: RiasecScores): boolean {
  return RIASEC_LETTERS.some((letter) => scores[letter].firm > 0);
}
