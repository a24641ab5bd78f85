import { meResponseSchema } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const meQueryKey = ['users', 'me'] as const;

export function getMe() {
  return apiRequest('/users/me', { schema: meResponseSchema });
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe });
}
