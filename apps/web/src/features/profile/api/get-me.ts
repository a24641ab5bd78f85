import { usersApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

export const meQueryKey = ['users', 'me'] as const;

export function getMe() {
  return call(usersApi.me);
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe });
}
