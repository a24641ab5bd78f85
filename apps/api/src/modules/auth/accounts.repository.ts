import type { AvatarConfig, ProfileType, QuestionnaireResponse, RegistrationProfile } from '@declic/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, questionnaireAnswers, users } from '../../db/schema/index';

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

const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  emailConfirmedAt: users.emailConfirmedAt,
  profileType: users.profileType,
  isStaff: users.isStaff,
  createdAt: users.createdAt,
  tokenVersion: users.tokenVersion,
};

/** E-mail addresses are unique whatever their case (the index is on lower(email)). */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
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
export async function insertAccount(db: Db, account: NewAccount): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        profileType: account.profile.profileType,
        isStaff: account.isStaff,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    const { profile } = account;
    await tx.insert(profiles).values({
      userId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      age: profile.age,
      gender: profile.gender,
      department: profile.department,
      school: profile.school,
      phoneNumber: profile.phoneNumber,
      avatarJson: account.avatar,
      avatarUrl: account.avatar?.url ?? null,
    });
    // The last answer given to a question wins (the browser cache may hold a retried one).
    const answers = new Map(account.answers.map((a) => [a.question_id, a.answer]));
    if (answers.size > 0) {
      await tx.insert(questionnaireAnswers).values(
        [...answers].map(([questionId, answer]) => ({
          userId,
          questionnaireType: 'orientation',
          questionId,
          answer,
        })),
      );
    }
    return userId;
  });
}

/** At each sign-in: the profile type chosen on the login page, staff status, activity. */
export async function recordSignIn(
  db: Db,
  id: string,
  changes: { isStaff: boolean; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      isStaff: sql`${users.isStaff} OR ${changes.isStaff}::boolean`,
      lastActiveAt: changes.now,
      inactivityWarnedAt: null,
    })
    .where(eq(users.id, id));
}

export async function markEmailConfirmed(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, id));
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Ends every access token of the account: the next request with one of them gets 401. */
export async function raiseTokenVersion(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
