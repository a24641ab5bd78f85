import { readQuestionText } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export interface QuestionnaireItem {
  id: number;
  text: string;
}

// Read leniently: the text may come as contenu, content or text, possibly wrapped in quotes.
const looseQuestions = z.array(
  z.object({ id: z.number().int(), contenu: z.unknown(), content: z.unknown(), text: z.unknown() }).partial({
    contenu: true,
    content: true,
    text: true,
  }),
);

export async function getQuestions(): Promise<QuestionnaireItem[]> {
  const questions = await apiRequest('/questionnaire/questions', { schema: looseQuestions });
  return questions.map((q) => ({ id: q.id, text: readQuestionText(q) })).filter((q) => q.text !== '');
}

export function useQuestions() {
  return useQuery({
    queryKey: ['questionnaire', 'orientation'],
    queryFn: getQuestions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
