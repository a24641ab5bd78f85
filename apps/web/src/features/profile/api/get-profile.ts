import { profileResponseSchema } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const profileQueryKey = ['users', 'profile'] as const;

export async function getProfile() {
  return (await apiRequest('/users/profile', { schema: profileResponseSchema })).profile;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
