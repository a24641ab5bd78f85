import { displayedLevel } from '@declic/domain';
import type { DatabaseHandle } from '../db/database';
import { readStudentLevel } from '../kernel/student-level';
import { HttpError } from '../plugins/errors';

/** The level the student sees: above the free limit, only a paid account keeps its level. */
async function readDisplayedLevel(database: DatabaseHandle, userId: string, now: Date): Promise<number> {
  const progression = await readStudentLevel(database, userId, now);
  return displayedLevel(progression.level, progression.isPaid);
}

/** 403 niveau_insuffisant unless the user has reached `minLevel` (the shell locks the same entries). */
export async function assertLevel(
  database: DatabaseHandle,
  userId: string,
  minLevel: number,
  now: Date = new Date(),
): Promise<void> {
  const level = await readDisplayedLevel(database, userId, now);
  if (level < minLevel) {
    throw new HttpError(
      403,
      'niveau_insuffisant',
      `Cette section s’ouvre au niveau ${minLevel}. Tu es au niveau ${level}.`,
    );
  }
}
