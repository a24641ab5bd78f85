import { orientationApi, type SavedAvatar } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';

export function getSavedAvatar(): Promise<SavedAvatar> {
  return call(orientationApi.avatar);
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
