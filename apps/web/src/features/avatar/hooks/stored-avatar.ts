import { AVATAR_DEFAULTS, type AvatarConfig, avatarConfigSchema, PRE_ACCOUNT_STORAGE } from '@declic/domain';

/** The avatar kept in this browser (before an account exists, and as a copy after). */
export function readStoredAvatar(): AvatarConfig | null {
  try {
    const raw = window.localStorage.getItem(PRE_ACCOUNT_STORAGE.avatar);
    const parsed = avatarConfigSchema.safeParse(raw ? JSON.parse(raw) : undefined);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredAvatar(config: AvatarConfig): void {
  try {
    window.localStorage.setItem(PRE_ACCOUNT_STORAGE.avatar, JSON.stringify(config));
  } catch {
    // Private browsing with storage disabled: the avatar lives until the tab closes.
  }
}

/** The avatar to show: the stored one, or the editor's defaults. */
export function storedAvatarOrDefault(): Omit<AvatarConfig, 'url' | 'provider'> {
  return readStoredAvatar() ?? AVATAR_DEFAULTS;
}
