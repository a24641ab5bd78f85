import type { DatabaseHandle } from '../../db/database';

export interface RecommendedJob {
  title: string;
  skills: string[];
  romeCode?: string;
}

/**
 * The job recommendations of a student's latest orientation analysis, for features that
 * build on them (recommended formations and offers, letters, advisor chips). Empty when none.
 */
export async function readRecommendedJobs(
  database: DatabaseHandle,
  userId: string,
): Promise<RecommendedJob[]> {
  const rows = await database.query<{ jobs: unknown }>(
    `SELECT results->'jobRecommendations' AS jobs FROM analysis_results
      WHERE user_id = $1 AND questionnaire_type = 'orientation'
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  const jobs = rows[0]?.jobs;
  if (!Array.isArray(jobs)) return [];
  return jobs.flatMap((job): RecommendedJob[] => {
    if (typeof job === 'string') return [{ title: job, skills: [] }];
    if (job && typeof job === 'object' && typeof (job as { title?: unknown }).title === 'string') {
      const { title, skills, romeCode } = job as { title: string; skills?: unknown; romeCode?: unknown };
      return [
        {
          title,
          skills: Array.isArray(skills) ? skills.filter((s): s is string => typeof s === 'string') : [],
          ...(typeof romeCode === 'string' ? { romeCode } : {}),
        },
      ];
    }
    return [];
  });
}
