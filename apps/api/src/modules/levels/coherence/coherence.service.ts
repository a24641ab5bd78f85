import { type CoherenceFinding, coherenceInput, coherenceReport } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { readStrengths } from '../../analysis';
import { readAllPassedSteps } from '../engine/step-answers.repository';

/** The strengths the cross-check looks for: the analysis's first five. */
const STRENGTHS_CHECKED = 5;

/** Level 25's report on the caller's own documents and analysis. */
export async function coherenceFor(database: DatabaseHandle, userId: string): Promise<CoherenceFinding[]> {
  const [rows, strengths] = await Promise.all([
    readAllPassedSteps(database, userId),
    readStrengths(database, userId, STRENGTHS_CHECKED),
  ]);
  return coherenceReport(coherenceInput(rows, strengths));
}
