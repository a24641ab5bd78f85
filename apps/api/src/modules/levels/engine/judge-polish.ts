import { checkPolish, type PolishAnswer, type PolishStep } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { documentsToPolish, writeBackPolish } from '../polish/polish.service';
import { frenchSpelling } from './spelling';

/**
 * Level 26: the caller's own documents, reviewed with the French dictionary; once nothing is
 * left to fix or keep, the corrections replace the documents.
 */
export async function judgePolish(
  database: DatabaseHandle,
  userId: string,
  step: PolishStep,
  answer: Record<string, unknown>,
) {
  const polish = answer as unknown as PolishAnswer;
  const documents = await documentsToPolish(database, userId);
  const check = checkPolish(step, polish, documents, await frenchSpelling());
  if (check.passed) await writeBackPolish(database, userId, documents, polish);
  return { answer, check };
}
