import type { AvatarConfig, ProfileType, QuestionnaireResponse, RegistrationProfile } from '@declic/domain';
import type { DatabaseHandle, Queryable } from '../../db/database';

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string | null;
  emailConfirmedAt: Date | null;
  profileType: ProfileType;
  isStaff: boolean;
  createdAt: Date;
  /** Claim `ver` of every access token; raised to end them all (sessions.service). */
  tokenVersion: number;
}

const SELECT_ACCOUNT = `SELECT id, email, password_hash AS "passwordHash", email_confirmed_at AS "emailConfirmedAt",
  profile_type AS "profileType", is_staff AS "isStaff", created_at AS "createdAt", token_version AS "tokenVersion"
  FROM users`;

/** E-mail addresses are unique whatever their case (the index is on lower(email)). */
export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow & Record<string, unknown>>(
    `${SELECT_ACCOUNT} WHERE lower(email) = $1`,
    [email.toLowerCase()],
  );
  return row;
}

export async function findAccountById(db: Queryable, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow & Record<string, unknown>>(`${SELECT_ACCOUNT} WHERE id = $1`, [id]);
  return row;
}

/** The first name mails greet the user with, when the profile has one. */
export async function findFirstName(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ firstName: string | null }>(
    'SELECT first_name AS "firstName" FROM profiles WHERE user_id = $1',
    [userId],
  );
  return row?.firstName ?? null;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  isStaff: boolean;
  profile: RegistrationProfile;
  avatar: AvatarConfig | null;
  answers: QuestionnaireResponse[];
}

/** The user, their profile, avatar and questionnaire answers: all written, or none. */
export async function insertAccount(
  db: Pick<DatabaseHandle, 'transaction'>,
  account: NewAccount,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, profile_type, is_staff) VALUES ($1, $2, $3, $4) RETURNING id`,
      [account.email, account.passwordHash, account.profile.profileType, account.isStaff],
    );
    const userId = user!.id;
    const { profile } = account;
    await tx.query(
      `INSERT INTO profiles (user_id, first_name, last_name, age, gender, department, school, phone_number,
         avatar_json, avatar_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        userId,
        profile.firstName,
        profile.lastName,
        profile.age,
        profile.gender,
        profile.department,
        profile.school,
        profile.phoneNumber,
        account.avatar === null ? null : JSON.stringify(account.avatar),
        account.avatar?.url ?? null,
      ],
    );
    // The last answer given to a question wins (the browser cache may hold a retried one).
    const answers = new Map(account.answers.map((a) => [a.question_id, a.answer]));
    if (answers.size > 0) {
      await tx.query(
        `INSERT INTO questionnaire_answers (user_id, questionnaire_type, question_id, answer)
         SELECT $1, 'orientation', question_id, answer
         FROM unnest($2::int[], $3::text[]) AS given(question_id, answer)`,
        [userId, [...answers.keys()], [...answers.values()]],
      );
    }
    return userId;
  });
}

/** At each sign-in: the profile type chosen on the login page, staff status, activity. */
export async function recordSignIn(
  db: Queryable,
  id: string,
  changes: { isStaff: boolean; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE users SET is_staff = is_staff OR $2::boolean, last_active_at = $3, inactivity_warned_at = NULL
     WHERE id = $1`,
    [id, changes.isStaff, changes.now],
  );
}

export async function markEmailConfirmed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, $2) WHERE id = $1', [
    id,
    now,
  ]);
}

export async function setPasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

/** Ends every access token of the account: the next request with one of them gets 401. */
export async function raiseTokenVersion(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
}
