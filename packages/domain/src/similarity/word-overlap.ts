import { meaningfulWords } from './words';

/** Spec section 9: recommendation thresholds and weights. */
export const FORMATION_MIN_SCORE = 0.15;
export const OFFRE_MIN_SCORE = 0.1;
export const OFFRE_TITLE_WEIGHT = 0.8;
export const OFFRE_SKILLS_WEIGHT = 0.2;

/** A job the student's analysis recommends (title and key skills). */
export interface JobRecommendation {
  title: string;
  skills: readonly string[];
}

/**
 * Word overlap of two word sets: shared words over the size of the smaller set (0 to 1).
 * "Infirmier" against "D.E Infirmier" is 1; nothing shared, or an empty side, is 0.
 */
export function wordOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / small.size;
}

/** How well a formation's names match the best of the recommended job titles. */
export function scoreFormation(names: readonly string[], jobs: readonly JobRecommendation[]): number {
  const formationWords = meaningfulWords(names.join(' '), { ignoreDiplomaWords: true });
  let best = 0;
  for (const job of jobs) {
    best = Math.max(
      best,
      wordOverlap(formationWords, meaningfulWords(job.title, { ignoreDiplomaWords: true })),
    );
  }
  return best;
}

export interface OffreForScoring {
  intitule: string;
  competences: readonly string[];
}

/** Title overlap weighted 0.8 plus skills overlap weighted 0.2, against the best recommended job. */
export function scoreOffre(offre: OffreForScoring, jobs: readonly JobRecommendation[]): number {
  const titleWords = meaningfulWords(offre.intitule);
  const skillWords = meaningfulWords(offre.competences.join(' '));
  let best = 0;
  for (const job of jobs) {
    const score =
      OFFRE_TITLE_WEIGHT * wordOverlap(titleWords, meaningfulWords(job.title)) +
      OFFRE_SKILLS_WEIGHT * wordOverlap(skillWords, meaningfulWords(job.skills.join(' ')));
    best = Math.max(best, score);
  }
  return best;
}

export interface Scored<T> {
  item: T;
  score: number;
}

/** Keeps the items scoring at least `minScore`, best first; equal scores keep their input order. */
export function keepRecommended<T>(
  items: readonly T[],
  score: (item: T) => number,
  minScore: number,
): Scored<T>[] {
  return items
    .map((item, index) => ({ item, score: score(item), index }))
    .filter((entry) => entry.score >= minScore)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item, score: value }) => ({ item, score: value }));
}

/**
 * The words a candidate must share with at least one recommended job title, used to pre-filter
 * the catalogue in SQL before scoring. Formations drop diploma words as their score does.
 */
export function recommendationWords(
  jobs: readonly JobRecommendation[],
  kind: 'formation' | 'offre',
): string[] {
  const words = new Set<string>();
  for (const job of jobs) {
    for (const word of meaningfulWords(job.title, { ignoreDiplomaWords: kind === 'formation' }))
      words.add(word);
  }
  return [...words].sort();
}
