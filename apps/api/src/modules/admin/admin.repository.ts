import type { DatabaseHandle } from '../../db/database';
import { paidAccessSql } from '../../kernel/paid-access';

export interface AdminUserRow {
  id: string;
  email: string;
  isPaid: boolean;
  isStaff: boolean;
  level: number;
  /** First and last name as the profile has them ('' when empty). */
  name: string;
  createdAt: string;
  lastActiveAt: string;
  /** Why the account is paid: a staff grant, a parent's payment, the student's own; null when it is not. */
  paidOrigin: 'equipe' | 'parent' | 'paiement' | 'licence' | null;
  /** A parent's consent to sign up (under 15): given, asked, withdrawn; null when none was asked. */
  consent: 'accord' | 'demande' | 'retire' | null;
  emailConfirmed: boolean;
  profileType: 'student' | 'company';
}

const PAID = paidAccessSql('u', 'now()');

const SELECT_USER = `SELECT u.id, u.email, ${PAID} AS is_paid, u.is_staff, coalesce(p.level, 1) AS level,
                            concat_ws(' ', nullif(trim(pr.first_name), ''), nullif(trim(pr.last_name), '')) AS name,
                            u.created_at, u.last_active_at, u.email_confirmed_at IS NOT NULL AS email_confirmed,
                            u.profile_type,
                            CASE WHEN NOT ${PAID} THEN NULL WHEN u.paid_by_staff THEN 'equipe'
                                 WHEN NOT u.is_paid THEN 'licence'
                                 WHEN EXISTS (SELECT 1 FROM payments pa WHERE pa.user_id = u.id
                                               AND pa.status IN ('paye', 'actif') AND pa.parent_request_id IS NOT NULL)
                                 THEN 'parent' ELSE 'paiement' END AS paid_origin,
                            (SELECT CASE WHEN r.withdrawn_at IS NOT NULL THEN 'retire'
                                         WHEN r.consented_at IS NOT NULL THEN 'accord' ELSE 'demande' END
                               FROM parent_requests r WHERE r.student_id = u.id AND r.purpose = 'inscription') AS consent
                       FROM users u LEFT JOIN progression p ON p.user_id = u.id
                       LEFT JOIN profiles pr ON pr.user_id = u.id`;

type Row = {
  id: string;
  email: string;
  is_paid: boolean;
  is_staff: boolean;
  level: number;
  name: string | null;
  created_at: Date | string;
  last_active_at: Date | string;
  paid_origin: AdminUserRow['paidOrigin'];
  consent: AdminUserRow['consent'];
  email_confirmed: boolean;
  profile_type: AdminUserRow['profileType'];
};
const toUser = (row: Row): AdminUserRow => ({
  id: row.id,
  email: row.email,
  isPaid: row.is_paid,
  isStaff: row.is_staff,
  level: row.level,
  name: row.name ?? '',
  createdAt: new Date(row.created_at).toISOString(),
  lastActiveAt: new Date(row.last_active_at).toISOString(),
  paidOrigin: row.paid_origin,
  consent: row.consent,
  emailConfirmed: row.email_confirmed,
  profileType: row.profile_type,
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

const SEARCH_LIMIT = 20;

/**
 * Accounts whose e-mail or name contains `text` (case and accents ignored), the most recently
 * active first. LIKE's wildcards in the text are taken literally.
 */
export async function searchUsers(database: DatabaseHandle, text: string): Promise<AdminUserRow[]> {
  const pattern = `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await database.query<Row>(
    `${SELECT_USER}
      WHERE lower(u.email) LIKE $1
         OR declic_unaccent(lower(concat_ws(' ', pr.first_name, pr.last_name))) LIKE declic_unaccent($1)
      ORDER BY u.last_active_at DESC LIMIT $2`,
    [pattern, SEARCH_LIMIT],
  );
  return rows.map(toUser);
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
