import { type ProductionsResponse, productionReminders, summarizeProductions } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { upcomingKeyDates } from '../../calendar';
import { readAllPassedSteps } from './step-answers.repository';

/** The caller's productions (CV, questions, meeting request…) and the reminders they bring. */
export async function readProductions(
  database: DatabaseHandle,
  userId: string,
): Promise<ProductionsResponse> {
  const rows = await readAllPassedSteps(database, userId);
  const calendarDone = rows.some((row) => row.level === 20 && row.passed);
  const keyDates = calendarDone ? await upcomingKeyDates(database) : [];
  return { productions: summarizeProductions(rows), reminders: productionReminders(rows, keyDates) };
}
