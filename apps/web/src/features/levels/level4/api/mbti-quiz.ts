import { type AnswerValue, orientationApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

export interface MbtiQuestion {
  id: number;
  text: string;
}

/** GET /api/questionnaire/questions?type=mbti: the 40 items of level 4. */
export function useMbtiQuestions() {
  return useQuery({
    queryKey: ['questionnaire', 'mbti'],
    queryFn: async (): Promise<MbtiQuestion[]> => {
      const questions = await call(orientationApi.questions, { query: { type: 'mbti' } });
      return questions.map((question) => ({ id: question.id, text: question.contenu }));
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST /api/questionnaire/submit?type=mbti with every answer given. */
export function submitMbtiAnswers(answers: ReadonlyMap<number, AnswerValue>) {
  return call(orientationApi.submit, {
    query: { type: 'mbti' },
    body: { answers: [...answers].map(([questionId, answer]) => ({ question_id: questionId, answer })) },
  });
}
