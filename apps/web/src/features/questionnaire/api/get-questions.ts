import { orientationApi, readQuestionText } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

export interface QuestionnaireItem {
  id: number;
  text: string;
}

export async function getQuestions(): Promise<QuestionnaireItem[]> {
  // The stored text may still be wrapped in quotes: readQuestionText unwraps it.
  const questions = await call(orientationApi.questions, { query: {} });
  return questions.map((q) => ({ id: q.id, text: readQuestionText(q) })).filter((q) => q.text !== '');
}

export function useQuestions() {
  return useQuery({
    queryKey: ['questionnaire', 'orientation'],
    queryFn: getQuestions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
