import { type SavedAvatar, savedAvatarSchema } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function getSavedAvatar(): Promise<SavedAvatar> {
  return apiRequest('/results/avatar', { schema: savedAvatarSchema });
}

/** The avatar saved on the account, only asked for when someone is signed in. */
export function useSavedAvatar(signedIn: boolean) {
  return useQuery({
    queryKey: ['saved-avatar'],
    queryFn: getSavedAvatar,
    enabled: signedIn,
    staleTime: 60_000,
  });
}
