import type { DatabaseHandle } from '../../db/database';
import { paidAccessSql } from '../../kernel/paid-access';

export interface ProgressionRow {
  level: number;
  xp: number;
  quests: string[];
  perks: string[];
  isPaid: boolean;
}

/**
 * A student's standing; someone who never progressed is at level 1 with 0 XP. `isPaid` follows the
 * one rule of the paid levels (kernel/paid-access.ts) at `now`.
 */
export async function readProgression(
  database: DatabaseHandle,
  userId: string,
  now: Date = new Date(),
): Promise<ProgressionRow> {
  const rows = await database.query<{
    level: number | null;
    xp: number | null;
    quests: string[] | null;
    perks: string[] | null;
    is_paid: boolean;
  }>(
    `SELECT p.level, p.xp, p.quests, p.perks, ${paidAccessSql('u', '$2')} AS is_paid
       FROM users u LEFT JOIN progression p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId, now],
  );
  const row = rows[0];
  return {
    level: row?.level ?? 1,
    xp: row?.xp ?? 0,
    quests: row?.quests ?? [],
    perks: row?.perks ?? [],
    isPaid: row?.is_paid ?? false,
  };
}

export interface ProgressionValues {
  level: number;
  xp: number;
  quests: string[];
  perks: string[];
}

/** Creates the row of an existing user who never progressed; false when the user does not exist. */
export async function ensureProgressionRow(database: DatabaseHandle, userId: string): Promise<boolean> {
  const rows = await database.query<{ id: string }>(
    `WITH inserted AS (
       INSERT INTO progression (user_id) SELECT id FROM users WHERE id = $1
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id
     )
     SELECT id FROM users WHERE id = $1`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * Writes `next` only if the row still holds `expected` (optimistic concurrency: two tabs
 * completing a level at once cannot both add their level). Returns whether it was written.
 */
export async function compareAndSetProgression(
  database: DatabaseHandle,
  userId: string,
  expected: ProgressionValues,
  next: ProgressionValues,
): Promise<boolean> {
  const rows = await database.query<{ user_id: string }>(
    `UPDATE progression
        SET level = $6, xp = $7, quests = $8::jsonb, perks = $9::jsonb, updated_at = now()
      WHERE user_id = $1 AND level = $2 AND xp = $3 AND quests = $4::jsonb AND perks = $5::jsonb
      RETURNING user_id`,
    [
      userId,
      expected.level,
      expected.xp,
      JSON.stringify(expected.quests),
      JSON.stringify(expected.perks),
      next.level,
      next.xp,
      JSON.stringify(next.quests),
      JSON.stringify(next.perks),
    ],
  );
  return rows.length === 1;
}
