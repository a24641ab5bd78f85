import type { AvatarConfig } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { type ProfileAvatar, readProfileAvatar, saveProfileAvatar } from './avatar.repository';

// Only our own picture address, or none: never a third-party or script URL in the profile.
const OWN_AVATAR_URL = /^\/api\/avatars\/[a-z-]+\.svg\?[\w%.=&+*-]*$/;

export function avatarOf(database: DatabaseHandle, userId: string): Promise<ProfileAvatar> {
  return readProfileAvatar(database, userId);
}

/** Saves the caller's avatar; its picture address must be one Déclic draws. */
export async function saveAvatar(
  database: DatabaseHandle,
  userId: string,
  config: AvatarConfig,
): Promise<ProfileAvatar> {
  if (config.url !== undefined && !OWN_AVATAR_URL.test(config.url)) {
    throw new HttpError(
      400,
      'avatar_url_invalide',
      'L’adresse de l’avatar doit être celle que Déclic a dessinée.',
    );
  }
  return saveProfileAvatar(database, userId, config);
}
