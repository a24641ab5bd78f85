import { type AnswerValue, submitQuestionnaireResponseSchema } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

export interface MbtiQuestion {
  id: number;
  text: string;
}

const mbtiQuestionsSchema = z.array(z.object({ id: z.number().int(), contenu: z.string() }));

/** GET /api/questionnaire/questions?type=mbti: the 40 items of level 4. */
export function useMbtiQuestions() {
  return useQuery({
    queryKey: ['questionnaire', 'mbti'],
    queryFn: async (): Promise<MbtiQuestion[]> => {
      const questions = await apiRequest('/questionnaire/questions', {
        query: { type: 'mbti' },
        schema: mbtiQuestionsSchema,
      });
      return questions.map((question) => ({ id: question.id, text: question.contenu }));
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST /api/questionnaire/submit?type=mbti with every answer given. */
export function submitMbtiAnswers(answers: ReadonlyMap<number, AnswerValue>) {
  return apiRequest('/questionnaire/submit', {
    method: 'POST',
    query: { type: 'mbti' },
    body: {
      questionnaireType: 'mbti',
      answers: [...answers].map(([questionId, answer]) => ({ question_id: questionId, answer })),
    },
    schema: submitQuestionnaireResponseSchema,
  });
}
