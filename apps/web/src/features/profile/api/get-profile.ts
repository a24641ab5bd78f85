import { usersApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

export const profileQueryKey = ['users', 'profile'] as const;

export async function getProfile() {
  return (await call(usersApi.profile)).profile;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
