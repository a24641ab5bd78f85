import { type AvatarConfig, orientationApi, type SavedAvatar } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** Signed in: the avatar goes to the profile (POST /api/results/avatar/temp). */
export function saveAvatar(config: AvatarConfig): Promise<SavedAvatar> {
  return call(orientationApi.saveAvatar, { body: config });
}

export function useSaveAvatar() {
  return useMutation({ mutationFn: saveAvatar });
}
