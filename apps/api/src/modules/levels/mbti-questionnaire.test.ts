import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';

describe(`questionnaire de personnalité ?type=mbti (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves the 40 items with five choices each', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/questionnaire/questions?type=mbti' });
    expect(response.statusCode).toBe(200);
    const questions = response.json() as { id: number; contenu: string; choices: string[] }[];
    expect(questions).toHaveLength(40);
    expect(questions[0]!.choices).toEqual(['Oui', 'Un peu', 'Je ne sais pas', 'Pas trop', 'Non']);
  });

  it('stores the answers under the mbti type, for the caller only', async () => {
    const user = await createTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/submit?type=mbti',
      headers: user.headers,
      payload: {
        questionnaireType: 'mbti',
        answers: [
          { question_id: 1, answer: 'Oui' },
          { question_id: 40, answer: 'Non' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saved: 2, answered: 2, total: 40, complete: false });
    const rows = await t.database.query<{ questionnaire_type: string }>(
      'SELECT questionnaire_type FROM questionnaire_answers WHERE user_id = $1',
      [user.id],
    );
    expect(rows.map((row) => row.questionnaire_type)).toEqual(['mbti', 'mbti']);
  });

  it('refuses an item that does not exist', async () => {
    const user = await createTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/submit?type=mbti',
      headers: user.headers,
      payload: { answers: [{ question_id: 41, answer: 'Oui' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('question_inconnue');
  });
});
