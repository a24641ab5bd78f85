import {
  type AnswerValue,
  type SubmitQuestionnaireResponse,
  submitQuestionnaireResponseSchema,
} from '@declic/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/questionnaire/submit with every answer given. */
export function submitAnswers(answers: Record<string, AnswerValue>): Promise<SubmitQuestionnaireResponse> {
  const body = {
    answers: Object.entries(answers).map(([id, answer]) => ({ question_id: Number(id), answer })),
  };
  return apiRequest('/questionnaire/submit', {
    method: 'POST',
    body,
    schema: submitQuestionnaireResponseSchema,
  });
}
