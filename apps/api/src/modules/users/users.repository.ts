import type { ExtraInfoEntry, Profile, ProfileUpdate } from '@declic/domain';
import type { Queryable } from '../../db/database';

interface ProfileRow extends Record<string, unknown> {
  id: string;
  email: string;
  profile_type: Profile['profile_type'];
  first_name: string | null;
  last_name: string | null;
  age: number | null;
  gender: string | null;
  department: string | null;
  school: string | null;
  phone_number: string | null;
  avatar_json: Record<string, unknown> | null;
  avatar_url: string | null;
  home_preference: string | null;
  updated_at: Date;
}

/** The account and its progress, as `/api/users/me` shows them: one round trip. */
export interface AccountSummary {
  id: string;
  email: string;
  profileType: Profile['profile_type'];
  isStaff: boolean;
  createdAt: Date;
  level: number;
  xp: number;
}

export async function readAccountSummary(db: Queryable, userId: string): Promise<AccountSummary | undefined> {
  const [row] = await db.query<AccountSummary & Record<string, unknown>>(
    `SELECT u.id, u.email, u.profile_type AS "profileType", u.is_staff AS "isStaff",
       u.created_at AS "createdAt", coalesce(p.level, 1) AS level, coalesce(p.xp, 0) AS xp
     FROM users u LEFT JOIN progression p ON p.user_id = u.id
     WHERE u.id = $1`,
    [userId],
  );
  return row;
}

/** The profile as the API shows it: the account's e-mail and type, the profile fields. */
export async function readProfile(db: Queryable, userId: string): Promise<Profile | undefined> {
  const [row] = await db.query<ProfileRow>(
    `SELECT u.id, u.email, u.profile_type, p.first_name, p.last_name, p.age, p.gender, p.department, p.school,
       p.phone_number, p.avatar_json, p.avatar_url, p.home_preference,
       coalesce(p.updated_at, u.created_at) AS updated_at
     FROM users u LEFT JOIN profiles p ON p.user_id = u.id
     WHERE u.id = $1`,
    [userId],
  );
  if (!row) return undefined;
  return { ...row, updated_at: row.updated_at.toISOString() };
}

/** The fields of an update as the route parsed them: absent, a value, or null to clear. */
export type ProfileChanges = { [K in keyof ProfileUpdate]?: Exclude<ProfileUpdate[K], undefined> | null };

/** The profile columns an update may write, under the names the API uses for them. */
const UPDATABLE_COLUMNS = [
  'first_name',
  'last_name',
  'age',
  'gender',
  'department',
  'school',
  'phone_number',
  'home_preference',
] as const satisfies readonly (keyof ProfileChanges)[];

/** Writes only the fields present in the update (a missing profile row is created). */
export async function updateProfile(
  db: Queryable,
  userId: string,
  update: ProfileChanges,
  now: Date,
): Promise<void> {
  const present = UPDATABLE_COLUMNS.filter((column) => update[column] !== undefined);
  const columns = ['user_id', 'updated_at', ...present];
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  const assignments = columns.slice(1).map((column) => `${column} = EXCLUDED.${column}`);
  await db.query(
    `INSERT INTO profiles (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
     ON CONFLICT (user_id) DO UPDATE SET ${assignments.join(', ')}`,
    [userId, now, ...present.map((column) => update[column])],
  );
}

export async function insertExtraInfo(
  db: Queryable,
  userId: string,
  entries: ExtraInfoEntry[],
  now: Date,
): Promise<number> {
  await db.query(
    `INSERT INTO profile_extra_info (user_id, question_id, question_text, answer_text, created_at)
     SELECT $1, question_id, question_text, answer_text, $2
     FROM unnest($3::int[], $4::text[], $5::text[]) AS given(question_id, question_text, answer_text)`,
    [
      userId,
      now,
      entries.map((entry) => entry.question_id),
      entries.map((entry) => entry.question_text),
      entries.map((entry) => entry.answer_text),
    ],
  );
  return entries.length;
}
