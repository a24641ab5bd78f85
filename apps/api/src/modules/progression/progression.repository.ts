import type { DatabaseHandle } from '../../db/database';

export interface ProgressionRow {
  level: number;
  xp: number;
  quests: string[];
  perks: string[];
  isPaid: boolean;
}

/** A student's standing; someone who never progressed is at level 1 with 0 XP. */
export async function readProgression(database: DatabaseHandle, userId: string): Promise<ProgressionRow> {
  const rows = await database.query<{
    level: number | null;
    xp: number | null;
    quests: string[] | null;
    perks: string[] | null;
    is_paid: boolean;
  }>(
    `SELECT p.level, p.xp, p.quests, p.perks, u.is_paid
       FROM users u LEFT JOIN progression p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId],
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
