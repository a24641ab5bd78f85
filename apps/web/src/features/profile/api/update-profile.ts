import { type ProfileUpdate, profileResponseSchema } from '@declic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export async function updateProfile(update: ProfileUpdate) {
  return (await apiRequest('/users/profile', { method: 'PUT', body: update, schema: profileResponseSchema }))
    .profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
