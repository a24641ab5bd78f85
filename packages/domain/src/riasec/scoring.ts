import type { AnswerValue } from '../contracts/pre-account';
import { RIASEC_LETTERS, type RiasecLetter } from './letters';

/**
 * Points of each answer, from 0 to 4. "Je ne sais pas" gives no points at all: it is left out
 * of the letter's average instead of counting as a middle answer.
 */
export const ANSWER_POINTS: Record<AnswerValue, number | null> = {
  Oui: 4,
  'Un peu': 3,
  'Je ne sais pas': null,
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
  /** Items of this letter answered with a real opinion (not "Je ne sais pas"). */
  answered: number;
  /** Items of this letter answered "Oui". */
  yes: number;
  /** Sum of points over the answered items. */
  points: number;
  /** Average interest from 0 to 100; null when no item of the letter was answered. */
  percent: number | null;
}

export type RiasecScores = Record<RiasecLetter, LetterScore>;

/** Adds up the answers letter by letter. Answers to unknown items are ignored. */
export function scoreRiasec(items: ScoredItem[], answers: ReadonlyMap<number, AnswerValue>): RiasecScores {
  const scores = Object.fromEntries(
    RIASEC_LETTERS.map((letter) => [letter, { letter, answered: 0, yes: 0, points: 0, percent: null }]),
  ) as RiasecScores;
  for (const item of items) {
    const answer = answers.get(item.id);
    const points = answer === undefined ? null : ANSWER_POINTS[answer];
    if (points === null) continue;
    const score = scores[item.riasec];
    score.answered += 1;
    score.points += points;
    if (answer === 'Oui') score.yes += 1;
  }
  for (const score of Object.values(scores)) {
    score.percent =
      score.answered > 0 ? Math.round((score.points / (score.answered * MAX_POINTS)) * 100) : null;
  }
  return scores;
}

/**
 * The letters from the strongest to the weakest. Ties go to the letter with more "Oui", then
 * to the RIASEC order, so the same answers always give the same code. Letters without any
 * answer come last.
 */
export function rankLetters(scores: RiasecScores): RiasecLetter[] {
  return [...RIASEC_LETTERS].sort((a, b) => {
    const pa = scores[a].percent ?? -1;
    const pb = scores[b].percent ?? -1;
    if (pa !== pb) return pb - pa;
    if (scores[a].yes !== scores[b].yes) return scores[b].yes - scores[a].yes;
    return RIASEC_LETTERS.indexOf(a) - RIASEC_LETTERS.indexOf(b);
  });
}

/** The three-letter Holland code, e.g. "SAE". */
export function hollandCode(scores: RiasecScores): string {
  return rankLetters(scores).slice(0, 3).join('');
}

/** True when at least one answer carried a real opinion. */
export function hasSignal(scores: RiasecScores): boolean {
  return RIASEC_LETTERS.some((letter) => scores[letter].answered > 0);
}
