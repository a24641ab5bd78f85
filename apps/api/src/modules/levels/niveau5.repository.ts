import { LEVEL5_ANSWER_KEYS, type Level5Answers } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

/**
 * Stores the level 5 answers in questionnaire_answers (type 'niveau5', question_id = position of
 * the key, 1 to 8) and the computed level in analysis_results, replacing any earlier attempt.
 */
export async function saveNiveau5(
  database: DatabaseHandle,
  userId: string,
  answers: Level5Answers,
  result: { englishLevel: string; score: number },
): Promise<void> {
  for (const [index, key] of LEVEL5_ANSWER_KEYS.entries()) {
    const answer = answers[key];
    if (answer === undefined) continue;
    await database.query(
      `INSERT INTO questionnaire_answers (user_id, questionnaire_type, question_id, answer, answered_at)
       VALUES ($1, 'niveau5', $2, $3, now())
       ON CONFLICT (user_id, questionnaire_type, question_id)
       DO UPDATE SET answer = EXCLUDED.answer, answered_at = EXCLUDED.answered_at`,
      [userId, index + 1, answer],
    );
  }
  await database.query(`DELETE FROM analysis_results WHERE user_id = $1 AND questionnaire_type = 'niveau5'`, [
    userId,
  ]);
  await database.query(
    `INSERT INTO analysis_results (user_id, questionnaire_type, results)
     VALUES ($1, 'niveau5', $2::jsonb)`,
    [userId, JSON.stringify(result)],
  );
}
