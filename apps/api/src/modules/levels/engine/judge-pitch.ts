import {
  checkPitch,
  type PitchAnswer,
  type PitchStep,
  pitchPoints,
  summarizeProductions,
} from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { readAllPassedSteps } from './step-answers.repository';

/** Level 3's self-rating, the first pitch's, when it was given. */
const FIRST_PITCH = { level: 3, stepId: 'auto-evaluation' };

/**
 * Level 21: the checklist is rebuilt from the caller's own productions (the points the browser
 * sends count only if they are among them), and the new pitch is compared with level 3's.
 */
export async function judgePitch(
  database: DatabaseHandle,
  userId: string,
  step: PitchStep,
  answer: Record<string, unknown>,
) {
  const rows = await readAllPassedSteps(database, userId);
  const points = pitchPoints(summarizeProductions(rows));
  const first = rows.find((row) => row.level === FIRST_PITCH.level && row.stepId === FIRST_PITCH.stepId);
  const rating = first?.answer.rating;
  return {
    answer,
    check: checkPitch(
      step,
      answer as unknown as PitchAnswer,
      points,
      typeof rating === 'number' ? rating : null,
    ),
  };
}
