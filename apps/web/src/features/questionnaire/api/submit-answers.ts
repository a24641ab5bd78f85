import { type AnswerValue, orientationApi, type SubmitQuestionnaireResponse } from '@declic/domain';
import { call } from '../../../lib/api-call';

/** POST /api/questionnaire/submit with every answer given. */
export function submitAnswers(answers: Record<string, AnswerValue>): Promise<SubmitQuestionnaireResponse> {
  const body = {
    answers: Object.entries(answers).map(([id, answer]) => ({ question_id: Number(id), answer })),
  };
  // Without ?type the server takes the orientation questionnaire.
  return call(orientationApi.submit, { query: {}, body });
}
