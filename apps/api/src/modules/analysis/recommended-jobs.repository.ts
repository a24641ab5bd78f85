import { readJobs } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export interface RecommendedJob {
  title: string;
  skills: string[];
  romeCode?: string;
}

/**
 * The job recommendations of a student's latest orientation analysis, for features that
 * build on them (recommended formations and offers, letters, advisor chips). Empty when none.
 * Any spelling of the spec is read (jobRecommendations, job_recommandations, career_matches…).
 */
export async function readRecommendedJobs(
  database: DatabaseHandle,
  userId: string,
): Promise<RecommendedJob[]> {
  const rows = await database.query<{ results: unknown }>(
    `SELECT results FROM analysis_results
      WHERE user_id = $1 AND questionnaire_type = 'orientation'
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return readJobs(rows[0]?.results).map(({ title, skills, romeCode }) => ({
    title,
    skills,
    ...(romeCode ? { romeCode } : {}),
  }));
}
