import { lettersApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';

export const myLettersQueryKey = ['letters', 'mine'] as const;

/** The student's saved letters: « Mes lettres », and the letter joined to an application. */
export function useMyLetters() {
  return useQuery({
    queryKey: myLettersQueryKey,
    queryFn: async () => (await call(lettersApi.mine)).letters,
  });
}
