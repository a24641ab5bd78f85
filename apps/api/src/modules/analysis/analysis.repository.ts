import type { QuestionnaireType } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export interface StoredAnalysis {
  id: string;
  results: Record<string, unknown>;
  shareImageUrl: string | null;
  createdAt: string;
  /** False when the user answered the questionnaire again after this analysis. */
  current: boolean;
}

export async function insertAnalysis(
  database: DatabaseHandle,
  userId: string,
  type: QuestionnaireType,
  results: Record<string, unknown>,
): Promise<StoredAnalysis> {
  const [row] = await database.query<{ id: string; created_at: Date | string }>(
    `INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, $2, $3)
     RETURNING id, created_at`,
    [userId, type, JSON.stringify(results)],
  );
  return {
    id: row!.id,
    results,
    shareImageUrl: null,
    createdAt: new Date(row!.created_at).toISOString(),
    current: true,
  };
}

/** The user's latest analysis of a questionnaire, and whether answers changed since. */
export async function latestAnalysis(
  database: DatabaseHandle,
  userId: string,
  type: QuestionnaireType,
): Promise<StoredAnalysis | null> {
  const [row] = await database.query<{
    id: string;
    results: Record<string, unknown>;
    share_image_url: string | null;
    created_at: Date | string;
    current: boolean;
  }>(
    `SELECT a.id, a.results, a.share_image_url, a.created_at,
            NOT EXISTS (SELECT 1 FROM questionnaire_answers q
                         WHERE q.user_id = a.user_id AND q.questionnaire_type = a.questionnaire_type
                           AND q.answered_at > a.created_at) AS current
       FROM analysis_results a
      WHERE a.user_id = $1 AND a.questionnaire_type = $2
      ORDER BY a.created_at DESC LIMIT 1`,
    [userId, type],
  );
  if (!row) return null;
  return {
    id: row.id,
    results: row.results,
    shareImageUrl: row.share_image_url,
    createdAt: new Date(row.created_at).toISOString(),
    current: row.current,
  };
}
