import type { ExtraInfoEntry, Profile, ProfileUpdate } from '@declic/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profileExtraInfo, profiles, users } from '../../db/schema/index';

/** The profile as the API shows it: the account's e-mail and type, the profile fields. */
export async function readProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user, profile } = row;
  return {
    id: user.id,
    email: user.email,
    profile_type: user.profileType,
    first_name: profile?.firstName ?? null,
    last_name: profile?.lastName ?? null,
    age: profile?.age ?? null,
    gender: profile?.gender ?? null,
    department: profile?.department ?? null,
    school: profile?.school ?? null,
    phone_number: profile?.phoneNumber ?? null,
    avatar_json: (profile?.avatarJson as Record<string, unknown> | null) ?? null,
    avatar_url: profile?.avatarUrl ?? null,
    home_preference: profile?.homePreference ?? null,
    updated_at: (profile?.updatedAt ?? user.createdAt).toISOString(),
  };
}

type ParsedUpdate = { [K in keyof ProfileUpdate]?: Exclude<ProfileUpdate[K], undefined> | null };

/** Writes only the fields present in the update (a missing profile row is created). */
export async function updateProfile(db: Db, userId: string, update: ParsedUpdate, now: Date): Promise<void> {
  const fields = {
    firstName: update.first_name,
    lastName: update.last_name,
    age: update.age,
    gender: update.gender,
    department: update.department,
    school: update.school,
    phoneNumber: update.phone_number,
    homePreference: update.home_preference,
  };
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await db
    .insert(profiles)
    .values({ userId, ...present, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...present, updatedAt: now } });
}

export async function insertExtraInfo(
  db: Db,
  userId: string,
  entries: ExtraInfoEntry[],
  now: Date,
): Promise<number> {
  await db.insert(profileExtraInfo).values(
    entries.map((entry) => ({
      userId,
      questionId: entry.question_id,
      questionText: entry.question_text,
      answerText: entry.answer_text,
      createdAt: now,
    })),
  );
  return entries.length;
}
