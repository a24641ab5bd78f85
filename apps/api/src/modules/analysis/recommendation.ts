import { type JobForScoring, keepRecommended, recommendationWords, type Scored } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { type RecommendedJob, readRecommendedJobs } from './recommended-jobs.repository';

export interface RecommendationPlan<Row> {
  kind: 'formation' | 'offre';
  minScore: number;
  /** Builds the scoring function once per request (the jobs' words are folded once). */
  scorer(jobs: JobForScoring[]): (row: Row) => number;
  candidates(words: string[], romeCodes: string[]): Promise<Row[]>;
}

/** Which jobs the rows are matched to: one métier by its ROME code, or the student's recommendations. */
export async function jobsToMatch(
  database: DatabaseHandle,
  userId: string,
  metier: string | undefined,
): Promise<RecommendedJob[]> {
  if (!metier) return readRecommendedJobs(database, userId);
  const rows = await database.query<{ libelle: string; key_skills: string[] }>(
    'SELECT libelle, key_skills FROM rome_metiers WHERE code_rome = $1',
    [metier],
  );
  return rows.map((row) => ({ title: row.libelle, skills: row.key_skills, romeCode: metier }));
}

/**
 * The rows matching the jobs, best first; empty without a job or a shared word. Scores a
 * bounded candidate set in JavaScript with the domain's word-overlap score: the rows sharing a
 * word (or a ROME code) with the jobs.
 */
export async function recommendRows<Row>(
  jobs: RecommendedJob[],
  plan: RecommendationPlan<Row>,
): Promise<Scored<Row>[]> {
  const words = recommendationWords(jobs, plan.kind);
  const romeCodes = jobs.flatMap((job) => (job.romeCode ? [job.romeCode.toUpperCase()] : []));
  if (words.length === 0 && romeCodes.length === 0) return [];
  const rows = await plan.candidates(words, romeCodes);
  return keepRecommended(rows, plan.scorer(jobs), plan.minScore);
}

/** The rows of one page of recommendations, read in full and in score order. */
export async function recommendedPage<Row extends { id: string }, Item>(
  scored: Scored<{ id: string }>[],
  window: { limit: number; offset: number },
  load: (ids: string[]) => Promise<Row[]>,
  toItem: (row: Row, score: number) => Item,
): Promise<Item[]> {
  const page = scored.slice(window.offset, window.offset + window.limit);
  const rows = new Map((await load(page.map(({ item }) => item.id))).map((row) => [row.id, row]));
  return page.flatMap(({ item, score }) => {
    const row = rows.get(item.id);
    return row ? [toItem(row, score)] : [];
  });
}
