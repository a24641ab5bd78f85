import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';

describe(`POST /api/questionnaire/niveau5 (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/niveau5',
      payload: { answers: {} },
    });
    expect(response.statusCode).toBe(401);
  });

  it('recomputes the level on the server and stores answers and result', async () => {
    const user = await createTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/niveau5',
      headers: user.headers,
      payload: {
        answers: { listening1: 'a teacher', listening2: 'the park', vocab1: 'b' },
        englishLevel: 'C2',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ englishLevel: 'B1', score: 65 });
    const answers = await t.database.query<{ question_id: number; answer: string }>(
      `SELECT question_id, answer FROM questionnaire_answers
       WHERE user_id = $1 AND questionnaire_type = 'niveau5' ORDER BY question_id`,
      [user.id],
    );
    expect(answers).toEqual([
      { question_id: 1, answer: 'a teacher' },
      { question_id: 2, answer: 'the park' },
      { question_id: 6, answer: 'b' },
    ]);
    const [stored] = await t.database.query<{ results: unknown }>(
      `SELECT results FROM analysis_results WHERE user_id = $1 AND questionnaire_type = 'niveau5'`,
      [user.id],
    );
    expect(stored?.results).toEqual({ englishLevel: 'B1', score: 65 });
  });

  it('rejects unknown keys and bad levels with a French 400', async () => {
    const user = await createTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/niveau5',
      headers: user.headers,
      payload: { answers: { listening1: 'x' }, englishLevel: 'Z9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTypeOf('string');
  });
});
