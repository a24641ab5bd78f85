import { type AnswerValue, orientationApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const followUpKey = ['results', 'follow-up'] as const;

/** The extra questions that would clarify an uncertain profile (asked only when it is one). */
export function useFollowUpQuestions(enabled: boolean) {
  return useQuery({
    queryKey: followUpKey,
    queryFn: () => call(orientationApi.followUp),
    enabled,
    retry: false,
  });
}

/** Saves the follow-up answers, recomputes the analysis, and reloads the results. */
export function useSubmitFollowUp(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answers: ReadonlyMap<number, AnswerValue>) => {
      if (!userId) throw new Error('Aucun utilisateur connecté.');
      const list = [...answers].map(([question_id, answer]) => ({ question_id, answer }));
      await call(orientationApi.submit, { query: {}, body: { answers: list } });
      await call(orientationApi.generate, { body: { userId } });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['results'] });
    },
  });
}
