import type { ExtraInfoEntry, MeResponse, Profile } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { unauthenticated } from '../../plugins/auth';
import {
  insertExtraInfo,
  type ProfileChanges,
  readAccountSummary,
  readProfile,
  updateProfile,
} from './users.repository';

/** What the profile routes need. */
export interface UsersDeps {
  database: DatabaseHandle;
  clock: { now(): Date };
}

/** An access token outlives a deleted account by up to 15 minutes: treat it as signed out. */
export async function ownProfile(deps: UsersDeps, userId: string): Promise<Profile> {
  const profile = await readProfile(deps.database, userId);
  if (!profile) throw unauthenticated();
  return profile;
}

/** The signed-in account as `/api/users/me` shows it, with its level and XP. */
export async function currentUser(deps: UsersDeps, userId: string): Promise<MeResponse> {
  const account = await readAccountSummary(deps.database, userId);
  if (!account) throw unauthenticated();
  return {
    user: {
      id: account.id,
      email: account.email,
      user_metadata: { profile_type: account.profileType },
      is_staff: account.isStaff,
      created_at: account.createdAt.toISOString(),
    },
    progression: { level: account.level, xp: account.xp },
  };
}

export async function updateOwnProfile(
  deps: UsersDeps,
  userId: string,
  update: ProfileChanges,
): Promise<Profile> {
  await ownProfile(deps, userId);
  await updateProfile(deps.database, userId, update, deps.clock.now());
  return ownProfile(deps, userId);
}

export async function addExtraInfo(
  deps: UsersDeps,
  userId: string,
  entries: ExtraInfoEntry[],
): Promise<number> {
  await ownProfile(deps, userId);
  return insertExtraInfo(deps.database, userId, entries, deps.clock.now());
}
