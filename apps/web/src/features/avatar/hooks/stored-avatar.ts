import { AVATAR_DEFAULTS, type AvatarConfig, avatarConfigSchema, PRE_ACCOUNT_STORAGE } from '@declic/domain';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';

/** The avatar kept in this browser (before an account exists, and as a copy after). */
export function readStoredAvatar(): AvatarConfig | null {
  return readStoredJson(PRE_ACCOUNT_STORAGE.avatar, avatarConfigSchema);
}

export function writeStoredAvatar(config: AvatarConfig): void {
  writeStoredJson(PRE_ACCOUNT_STORAGE.avatar, config);
}

/** The avatar to show: the stored one, or the editor's defaults. */
export function storedAvatarOrDefault(): Omit<AvatarConfig, 'url' | 'provider'> {
  return readStoredAvatar() ?? AVATAR_DEFAULTS;
}
