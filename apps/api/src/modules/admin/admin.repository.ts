import type { DatabaseHandle } from '../../db/database';

export interface AdminUserRow {
  id: string;
  email: string;
  isPaid: boolean;
  isStaff: boolean;
  level: number;
}

const SELECT_USER = `SELECT u.id, u.email, u.is_paid, u.is_staff, coalesce(p.level, 1) AS level
                       FROM users u LEFT JOIN progression p ON p.user_id = u.id`;

type Row = { id: string; email: string; is_paid: boolean; is_staff: boolean; level: number };
const toUser = (row: Row): AdminUserRow => ({
  id: row.id,
  email: row.email,
  isPaid: row.is_paid,
  isStaff: row.is_staff,
  level: row.level,
});

export async function findUserById(database: DatabaseHandle, id: string): Promise<AdminUserRow | undefined> {
  const rows = await database.query<Row>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0] && toUser(rows[0]);
}

export async function findUserByEmail(
  database: DatabaseHandle,
  email: string,
): Promise<AdminUserRow | undefined> {
  const rows = await database.query<Row>(`${SELECT_USER} WHERE lower(u.email) = lower($1)`, [email.trim()]);
  return rows[0] && toUser(rows[0]);
}

export async function setUserFlag(
  database: DatabaseHandle,
  userId: string,
  flag: 'is_paid' | 'is_staff',
  value: boolean,
): Promise<void> {
  // `flag` is one of two literals, never user input.
  await database.query(`UPDATE users SET ${flag} = $2 WHERE id = $1`, [userId, value]);
}

/** Overwrites a student's standing (administration only; the rules do not apply here). */
export async function writeProgression(
  database: DatabaseHandle,
  userId: string,
  values: { level: number; xp: number; quests: string[]; perks: string[] },
): Promise<void> {
  await database.query(
    `INSERT INTO progression (user_id, level, xp, quests, perks, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, now())
     ON CONFLICT (user_id) DO UPDATE
        SET level = excluded.level, xp = excluded.xp, quests = excluded.quests,
            perks = excluded.perks, updated_at = now()`,
    [userId, values.level, values.xp, JSON.stringify(values.quests), JSON.stringify(values.perks)],
  );
}
