import { type ProfileUpdate, usersApi } from '@declic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { profileQueryKey } from './get-profile';

export async function updateProfile(update: ProfileUpdate) {
  return (await call(usersApi.updateProfile, { body: update })).profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
