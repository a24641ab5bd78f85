import { lettersListResponseSchema } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const myLettersQueryKey = ['letters', 'mine'] as const;

export function useMyLetters() {
  return useQuery({
    queryKey: myLettersQueryKey,
    queryFn: async () => (await apiRequest('/letter/mine', { schema: lettersListResponseSchema })).letters,
  });
}
