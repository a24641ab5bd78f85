import { type AvatarConfig, fallbackAvatarConfig } from '@declic/domain';
import { useMemo } from 'react';
import { currentUserId } from '../../../lib/auth/current-user';
import { useSavedAvatar } from '../../../lib/saved-avatar';

/** The signed-in student's avatar, or the fallback seeded with their id while none is saved. */
export function useStudentAvatar(): {
  config: Omit<AvatarConfig, 'url' | 'provider'>;
  hasSavedAvatar: boolean;
} {
  const userId = currentUserId();
  const { data } = useSavedAvatar(userId !== null);
  const saved = data?.avatarConfig ?? null;
  return useMemo(
    () => ({ config: saved ?? fallbackAvatarConfig(userId ?? 'declic'), hasSavedAvatar: saved !== null }),
    [saved, userId],
  );
}
