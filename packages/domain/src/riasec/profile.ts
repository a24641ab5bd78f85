import { RIASEC_LETTERS, type RiasecLetter } from './letters';
import { hollandCode, type RiasecScores, rankLetters } from './scoring';

/**
 * A student's RIASEC profile as the ranking uses it. `weights` go from 0 to 1 (1 for the
 * strongest letter), in proportion to the letters' averages: one changed answer moves a weight
 * by at most a sixth, so the list moves little (docs/performance/recommendations.md).
 */
export interface RiasecProfile {
  scores: RiasecScores;
  ranked: RiasecLetter[];
  code: string;
  weights: Record<RiasecLetter, number>;
}

export function buildProfile(scores: RiasecScores): RiasecProfile {
  return { scores, ranked: rankLetters(scores), code: hollandCode(scores), weights: letterWeights(scores) };
}

function letterWeights(scores: RiasecScores): Record<RiasecLetter, number> {
  const known = RIASEC_LETTERS.map((l) => scores[l].percent).filter((p): p is number => p !== null);
  // A letter nobody answered about is neither liked nor disliked: it takes the average.
  const fallback = known.length > 0 ? known.reduce((sum, p) => sum + p, 0) / known.length : 50;
  const raw = RIASEC_LETTERS.map((l) => scores[l].percent ?? fallback);
  const max = Math.max(...raw, 1);
  return Object.fromEntries(RIASEC_LETTERS.map((letter, i) => [letter, (raw[i] ?? 0) / max])) as Record<
    RiasecLetter,
    number
  >;
}

/** Letter percentages → a profile (used by the benchmark and by tests to build synthetic profiles). */
export function scoresFromPercents(percents: Record<RiasecLetter, number>): RiasecScores {
  return Object.fromEntries(
    RIASEC_LETTERS.map((letter) => [
      letter,
      { letter, answered: 1, firm: 1, yes: 0, rather: 0, points: 0, percent: Math.round(percents[letter]) },
    ]),
  ) as RiasecScores;
}

/**
 * A synthetic profile for a three-letter Holland code: 90 %, 70 % and 55 % for its letters,
 * 20 % for the three others.
 */
export function profileForCode(code: string): RiasecProfile {
  const percents = Object.fromEntries(RIASEC_LETTERS.map((l) => [l, 20])) as Record<RiasecLetter, number>;
  const levels = [90, 70, 55];
  [...code].forEach((letter, i) => {
    if ((RIASEC_LETTERS as readonly string[]).includes(letter))
      percents[letter as RiasecLetter] = levels[i] ?? 20;
  });
  return buildProfile(scoresFromPercents(percents));
}
