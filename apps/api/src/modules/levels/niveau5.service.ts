import { englishLevelFromScore, type Niveau5Response, scoreLevel5 } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { saveNiveau5 } from './niveau5.repository';

/** Level 5: the server scores the answers itself (the browser's level is only informative). */
export async function gradeNiveau5(
  database: DatabaseHandle,
  userId: string,
  answers: Parameters<typeof scoreLevel5>[0],
): Promise<Niveau5Response> {
  const score = scoreLevel5(answers);
  const result = { englishLevel: englishLevelFromScore(score), score };
  await saveNiveau5(database, userId, answers, result);
  return result;
}
