import { meaningfulWords } from './words';

/** Spec section 9: recommendation thresholds and weights. */
export const FORMATION_MIN_SCORE = 0.15;
export const OFFRE_MIN_SCORE = 0.1;
export const OFFRE_TITLE_WEIGHT = 0.8;
export const OFFRE_SKILLS_WEIGHT = 0.2;

/** A job the student's analysis recommends (title and key skills). */
export interface JobForScoring {
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
  return overlapScore(shared, a.size, b.size);
}

/** The same overlap from a count of shared words already made (an index of words counts them). */
export function overlapScore(shared: number, sizeA: number, sizeB: number): number {
  return shared === 0 ? 0 : shared / Math.min(sizeA, sizeB);
}

/**
 * Scores formations by how well their names match the best of the recommended job titles. The
 * jobs' words are computed once, for scoring many formations in a row.
 */
export function formationScorer(jobs: readonly JobForScoring[]): (names: readonly string[]) => number {
  const titles = formationTitleWords(jobs);
  return (names) => {
    const formationWords = meaningfulWords(names.join(' '), { ignoreDiplomaWords: true });
    return Math.max(0, ...titles.map((title) => wordOverlap(formationWords, title)));
  };
}

/** The words of each job title that a formation's names are compared with (diploma words left out). */
export function formationTitleWords(jobs: readonly JobForScoring[]): ReadonlySet<string>[] {
  return jobs.map((job) => meaningfulWords(job.title, { ignoreDiplomaWords: true }));
}

export function scoreFormation(names: readonly string[], jobs: readonly JobForScoring[]): number {
  return formationScorer(jobs)(names);
}

export interface OffreForScoring {
  intitule: string;
  competences: readonly string[];
}

/** Scores offers: title overlap weighted 0.8 plus skills overlap weighted 0.2, against the best job. */
export function offreScorer(jobs: readonly JobForScoring[]): (offre: OffreForScoring) => number {
  const jobWords = jobs.map((job) => ({
    title: meaningfulWords(job.title),
    skills: meaningfulWords(job.skills.join(' ')),
  }));
  return (offre) => {
    const titleWords = meaningfulWords(offre.intitule);
    const skillWords = meaningfulWords(offre.competences.join(' '));
    return Math.max(
      0,
      ...jobWords.map(
        (job) =>
          OFFRE_TITLE_WEIGHT * wordOverlap(titleWords, job.title) +
          OFFRE_SKILLS_WEIGHT * wordOverlap(skillWords, job.skills),
      ),
    );
  };
}

export function scoreOffre(offre: OffreForScoring, jobs: readonly JobForScoring[]): number {
  return offreScorer(jobs)(offre);
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
export function recommendationWords(jobs: readonly JobForScoring[], kind: 'formation' | 'offre'): string[] {
  const words = new Set<string>();
  for (const job of jobs) {
    for (const word of meaningfulWords(job.title, { ignoreDiplomaWords: kind === 'formation' }))
      words.add(word);
  }
  return [...words].sort();
}
