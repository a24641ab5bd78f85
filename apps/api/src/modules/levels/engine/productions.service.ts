import { type ProductionsResponse, productionReminders, summarizeProductions } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { readAllPassedSteps } from './step-answers.repository';

/** The caller's productions (CV, questions, meeting request…) and the reminders they bring. */
export async function readProductions(
  database: DatabaseHandle,
  userId: string,
): Promise<ProductionsResponse> {
  const rows = await readAllPassedSteps(database, userId);
  return { productions: summarizeProductions(rows), reminders: productionReminders(rows) };
}
