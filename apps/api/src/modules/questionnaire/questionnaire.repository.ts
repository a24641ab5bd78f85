import {
  type AnswerValue,
  answerValueSchema,
  isRiasecLetter,
  type OrientationItem,
  type Question,
  type QuestionnaireResponse,
  type QuestionnaireType,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

interface QuestionRow extends Record<string, unknown> {
  id: number;
  contenu: string;
  dimension: string | null;
  centres_interet: string[];
  choices: string[] | null;
  follow_up: boolean;
}

async function questionRows(database: DatabaseHandle, type: QuestionnaireType): Promise<QuestionRow[]> {
  return database.query<QuestionRow>(
    `SELECT id, contenu, dimension, centres_interet, choices, follow_up FROM questionnaire_questions
      WHERE questionnaire_type = $1 ORDER BY position, id`,
    [type],
  );
}

/** Questions in the spec's shape, in the order they are asked (follow-up items apart). */
export async function listQuestions(database: DatabaseHandle, type: QuestionnaireType): Promise<Question[]> {
  return (await questionRows(database, type))
    .filter((row) => !row.follow_up)
    .map((row) => ({
      id: row.id,
      contenu: row.contenu,
      ...(row.choices ? { choices: row.choices } : {}),
    }));
}

/** Every orientation item, follow-ups included, with the letter it measures, for the engine. */
export async function listOrientationItems(database: DatabaseHandle): Promise<OrientationItem[]> {
  return (await questionRows(database, 'orientation')).flatMap((row) =>
    isRiasecLetter(row.dimension)
      ? [
          {
            id: row.id,
            text: row.contenu,
            riasec: row.dimension,
            centresInteret: row.centres_interet,
            ...(row.follow_up ? { followUp: true } : {}),
          },
        ]
      : [],
  );
}

/** Saves answers, replacing earlier answers to the same questions. */
export async function saveAnswers(
  database: DatabaseHandle,
  userId: string,
  type: QuestionnaireType,
  answers: QuestionnaireResponse[],
): Promise<void> {
  const latest = new Map(answers.map((a) => [a.question_id, a.answer]));
  const ids = [...latest.keys()];
  await database.query(
    `INSERT INTO questionnaire_answers (user_id, questionnaire_type, question_id, answer, answered_at)
     SELECT $1, $2, q.id, q.answer, now() FROM unnest($3::int[], $4::text[]) AS q(id, answer)
     ON CONFLICT (user_id, questionnaire_type, question_id)
     DO UPDATE SET answer = EXCLUDED.answer, answered_at = EXCLUDED.answered_at`,
    [userId, type, ids, ids.map((id) => latest.get(id))],
  );
}

/** A user's answers by question id (answers that are not one of the five values are ignored). */
export async function readAnswers(
  database: DatabaseHandle,
  userId: string,
  type: QuestionnaireType,
): Promise<Map<number, AnswerValue>> {
  const rows = await database.query<{ question_id: number; answer: string }>(
    'SELECT question_id, answer FROM questionnaire_answers WHERE user_id = $1 AND questionnaire_type = $2',
    [userId, type],
  );
  const answers = new Map<number, AnswerValue>();
  for (const row of rows) {
    const parsed = answerValueSchema.safeParse(row.answer);
    if (parsed.success) answers.set(row.question_id, parsed.data);
  }
  return answers;
}
