import { type AvatarConfig, type SavedAvatar, savedAvatarSchema } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Signed in: the avatar goes to the profile (POST /api/results/avatar/temp). */
export function saveAvatar(config: AvatarConfig): Promise<SavedAvatar> {
  return apiRequest('/results/avatar/temp', { method: 'POST', body: config, schema: savedAvatarSchema });
}

export function useSaveAvatar() {
  return useMutation({ mutationFn: saveAvatar });
}
