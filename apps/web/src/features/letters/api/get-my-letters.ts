import { API } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

export const myLettersQueryKey = ['letters', 'mine'] as const;

export function useMyLetters() {
  return useQuery({
    queryKey: myLettersQueryKey,
    queryFn: async () => (await call(API.letters.mine)).letters,
  });
}
