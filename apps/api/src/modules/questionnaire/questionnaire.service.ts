import {
  chooseFollowUps,
  type FollowUpResponse,
  type Question,
  type QuestionnaireResponse,
  type QuestionnaireType,
  type SubmitQuestionnaireResponse,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { mbtiQuestions } from './mbti-questions';
import { listOrientationItems, listQuestions, readAnswers, saveAnswers } from './questionnaire.repository';

type SubmittedType = 'mbti' | 'orientation';

/** The questions of a questionnaire; level 4's items live in packages/domain, not in the table. */
export async function questionsOf(database: DatabaseHandle, type: QuestionnaireType): Promise<Question[]> {
  return type === 'mbti' ? mbtiQuestions() : listQuestions(database, type);
}

/** The questions a submission may answer: level 4's items, or the orientation items and follow-ups. */
async function answerableIds(database: DatabaseHandle, type: SubmittedType): Promise<Set<number>> {
  const items = type === 'mbti' ? mbtiQuestions() : await listOrientationItems(database);
  return new Set(items.map((item) => item.id));
}

/** Saves the answers and says how far the questionnaire is (its follow-up items not counted). */
export async function submitAnswers(
  database: DatabaseHandle,
  userId: string,
  type: SubmittedType,
  answers: QuestionnaireResponse[],
): Promise<SubmitQuestionnaireResponse> {
  const known = await answerableIds(database, type);
  const unknown = answers.find((a) => !known.has(a.question_id));
  if (unknown) {
    throw new HttpError(400, 'question_inconnue', `La question ${unknown.question_id} n’existe pas.`);
  }
  await saveAnswers(database, userId, type, answers);
  const questions: Question[] = type === 'mbti' ? mbtiQuestions() : await listQuestions(database, type);
  const stored = await readAnswers(database, userId, type);
  const answered = questions.filter((question) => stored.has(question.id)).length;
  return {
    saved: new Set(answers.map((a) => a.question_id)).size,
    answered,
    total: questions.length,
    complete: answered >= questions.length,
  };
}

/** The follow-up questions that would separate the letters the caller's answers leave unclear. */
export async function followUpQuestions(database: DatabaseHandle, userId: string): Promise<FollowUpResponse> {
  const [items, answers] = await Promise.all([
    listOrientationItems(database),
    readAnswers(database, userId, 'orientation'),
  ]);
  if (answers.size === 0) return { letters: [], questions: [] };
  const { letters, items: chosen } = chooseFollowUps(items, answers);
  return { letters, questions: chosen.map((item) => ({ id: item.id, contenu: item.text })) };
}
