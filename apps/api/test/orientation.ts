import type { AnswerValue } from '@declic/domain';
import type { TestApp, TestUser } from './helper';

/** Sends answers (one per question, in question order) through the real submit endpoint. */
export async function answerQuestionnaire(t: TestApp, user: TestUser, answers: AnswerValue[]): Promise<void> {
  const questions = (
    await t.app.inject({ method: 'GET', url: '/api/questionnaire/questions' })
  ).json() as Array<{
    id: number;
  }>;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/questionnaire/submit',
    headers: user.headers,
    payload: {
      answers: questions.map((q, i) => ({ question_id: q.id, answer: answers[i % answers.length] })),
    },
  });
  if (response.statusCode !== 200) throw new Error(`submit ${response.statusCode} ${response.body}`);
}

/** The same answer for every item of a letter, following the questions' RIASEC order. */
export function answersForLetters(byLetter: Record<string, AnswerValue>): AnswerValue[] {
  return Array.from({ length: 36 }, (_, i) => byLetter['RIASEC'[i % 6]!] ?? 'Non');
}
