import { isAnsweredStep, levelDefinition } from '@declic/domain';
import type { DatabaseHandle } from '../src/db/database';

const TABLE_PROOFS = {
  extra_info: `INSERT INTO profile_extra_info (user_id, question_id, question_text, answer_text)
               VALUES ($1, 1, 'Question du niveau 1', 'Une réponse')`,
  personality_analysis: `INSERT INTO analysis_results (user_id, questionnaire_type, results)
                         VALUES ($1, 'mbti', '{}'::jsonb)`,
  english_test: `INSERT INTO analysis_results (user_id, questionnaire_type, results)
                 VALUES ($1, 'niveau5', '{"englishLevel":"B1","score":65}'::jsonb)`,
} as const;

/**
 * Stores, straight in the database, the proof that a test student played `level`: what the
 * level's screen would have saved. For tests of the completion rules, not of the steps.
 */
export async function giveLevelEvidence(
  database: DatabaseHandle,
  userId: string,
  level: number,
): Promise<void> {
  const definition = levelDefinition(level);
  if (!definition) throw new Error(`Le niveau ${level} n’a pas de définition.`);
  if (definition.evidence !== 'steps') {
    await database.query(TABLE_PROOFS[definition.evidence], [userId]);
    return;
  }
  for (const step of definition.steps.filter(isAnsweredStep)) {
    await database.query(
      `INSERT INTO level_step_answers (user_id, level, step_id, answer, passed, result)
       VALUES ($1, $2, $3, '{}'::jsonb, true, '{"passed":true,"problems":[]}'::jsonb)
       ON CONFLICT (user_id, level, step_id) DO UPDATE SET passed = true`,
      [userId, level, step.id],
    );
  }
}
