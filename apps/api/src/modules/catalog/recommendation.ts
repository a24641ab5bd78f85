import { type JobRecommendation, keepRecommended, recommendationWords, type Scored } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { readRecommendedJobs } from '../analysis/recommended-jobs.repository';

export interface RecommendationPlan<Row> {
  kind: 'formation' | 'offre';
  minScore: number;
  /** Builds the scoring function once per request (the jobs' words are folded once). */
  scorer(jobs: JobRecommendation[]): (row: Row) => number;
  candidates(words: string[], romeCodes: string[]): Promise<Row[]>;
}

/**
 * The student's recommended rows, best first; empty without an analysis or a shared word.
 * Recommended mode scores a bounded candidate set in JavaScript with the domain's word-overlap
 * score: the rows sharing a word (or a ROME code) with the recommended jobs.
 */
export async function recommendRows<Row>(
  database: DatabaseHandle,
  userId: string,
  plan: RecommendationPlan<Row>,
): Promise<Scored<Row>[]> {
  const jobs = await readRecommendedJobs(database, userId);
  const words = recommendationWords(jobs, plan.kind);
  const romeCodes = jobs.flatMap((job) => (job.romeCode ? [job.romeCode.toUpperCase()] : []));
  if (words.length === 0 && romeCodes.length === 0) return [];
  const rows = await plan.candidates(words, romeCodes);
  return keepRecommended(rows, plan.scorer(jobs), plan.minScore);
}
