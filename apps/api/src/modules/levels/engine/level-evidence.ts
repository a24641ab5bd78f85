import { type LevelEvidence, levelDefinition, stepsMissing } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { passedStepIds } from './step-answers.repository';

/** What is still missing for a level to count as played; empty when the evidence is there. */
export type MissingEvidence = string[];

const TABLE_EVIDENCE: Record<Exclude<LevelEvidence, 'steps'>, [sql: string, missing: string]> = {
  extra_info: [
    'SELECT 1 FROM profile_extra_info WHERE user_id = $1 LIMIT 1',
    'tes réponses à la conversation du niveau',
  ],
  personality_analysis: [
    `SELECT 1 FROM analysis_results WHERE user_id = $1 AND questionnaire_type = 'mbti' LIMIT 1`,
    'ton analyse de personnalité',
  ],
  english_test: [
    `SELECT 1 FROM analysis_results WHERE user_id = $1 AND questionnaire_type = 'niveau5' LIMIT 1`,
    'tes réponses au test d’anglais',
  ],
};

/**
 * Reads what the server holds for a level: the engine's passed steps, or the data the bespoke
 * screens of levels 1, 4 and 5 store. A level with no definition yet cannot be proven.
 */
export async function missingEvidence(
  database: DatabaseHandle,
  userId: string,
  level: number,
): Promise<MissingEvidence> {
  const definition = levelDefinition(level);
  if (!definition) return ['l’écran de ce niveau, qui arrive bientôt'];
  if (definition.evidence === 'steps') {
    const passed = await passedStepIds(database, userId, level);
    return stepsMissing(definition, passed).map((step) => `« ${step.title} »`);
  }
  const [sql, missing] = TABLE_EVIDENCE[definition.evidence];
  const rows = await database.query(sql, [userId]);
  return rows.length > 0 ? [] : [missing];
}
