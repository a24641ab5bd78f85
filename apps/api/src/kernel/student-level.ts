import type { DatabaseHandle } from '../db/database';
import { paidAccessSql } from './paid-access';

export interface StudentLevel {
  level: number;
  isPaid: boolean;
}

/**
 * The level a student has reached and whether they have the paid levels at `now` (the app's
 * clock; paid-access.ts), for the access policies and the modules below the journey; the
 * progression module owns and writes the row. Someone who never progressed is at level 1.
 */
export async function readStudentLevel(
  database: DatabaseHandle,
  userId: string,
  now: Date = new Date(),
): Promise<StudentLevel> {
  const rows = await database.query<{ level: number | null; is_paid: boolean }>(
    `SELECT p.level, ${paidAccessSql('u', '$2')} AS is_paid
       FROM users u LEFT JOIN progression p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId, now],
  );
  return { level: rows[0]?.level ?? 1, isPaid: rows[0]?.is_paid ?? false };
}
