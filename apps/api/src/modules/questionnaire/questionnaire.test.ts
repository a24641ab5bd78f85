import { ANSWER_VALUES, RIASEC_LETTERS } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { answerQuestionnaire, answersForLetters } from '../../../test/orientation';
import { listOrientationItems } from './questionnaire.repository';

describe(`questionnaire d’orientation (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sert 36 questions à tout le monde, sans compte, au format de la spécification', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/questionnaire/questions' });
    expect(response.statusCode).toBe(200);
    const questions = response.json() as Array<{ id: number; contenu: string }>;
    expect(questions).toHaveLength(36);
    expect(Object.keys(questions[0]!)).toEqual(['id', 'contenu']);
    expect(questions.map((q) => q.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    for (const question of questions) expect(question.contenu).toMatch(/\u202F\?$/);
  });

  it('a le même nombre d’items (6) pour chaque lettre RIASEC, en alternance, et 4 d’approfondissement', async () => {
    const items = await listOrientationItems(t.database);
    const main = items.filter((i) => !i.followUp);
    for (const letter of RIASEC_LETTERS) {
      expect(main.filter((i) => i.riasec === letter)).toHaveLength(6);
      expect(items.filter((i) => i.followUp && i.riasec === letter)).toHaveLength(4);
    }
    expect(
      main
        .slice(0, 6)
        .map((i) => i.riasec)
        .join(''),
    ).toBe('RIASEC');
    expect(items.every((i) => i.centresInteret.length > 0 && /\u202F\?$/.test(i.text))).toBe(true);
  });

  it('répond une liste vide pour un questionnaire sans questions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/questionnaire/questions?type=niveau5' });
    expect(response.json()).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/questionnaire/questions?type=autre' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuse l’envoi sans jeton valide', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/submit',
      payload: { answers: [{ question_id: 1, answer: 'Oui' }] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'non_authentifie', message: 'Utilisateur non authentifié' });
  });

  it('refuse une réponse inconnue, une question inconnue et un envoi vide, en français', async () => {
    const user = await createTestUser(t);
    const send = (answers: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/questionnaire/submit',
        headers: user.headers,
        payload: { answers },
      });
    const badAnswer = await send([{ question_id: 1, answer: 'Peut-être' }]);
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json().message).toContain('Réponse inconnue.');
    const badQuestion = await send([{ question_id: 999, answer: 'Oui' }]);
    expect(badQuestion.json()).toEqual({
      code: 'question_inconnue',
      message: 'La question 999 n’existe pas.',
    });
    const empty = await send([]);
    expect(empty.json().message).toContain('Envoie au moins une réponse.');
  });

  it('enregistre les réponses, remplace les anciennes et dit quand tout est répondu', async () => {
    const user = await createTestUser(t);
    const send = (answers: Array<{ question_id: number; answer: string }>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/questionnaire/submit',
        headers: user.headers,
        payload: { answers },
      });
    const first = await send([
      { question_id: 1, answer: 'Oui' },
      { question_id: 2, answer: 'Non' },
    ]);
    expect(first.json()).toEqual({ saved: 2, answered: 2, total: 36, complete: false });
    const all = Array.from({ length: 36 }, (_, i) => ({ question_id: i + 1, answer: ANSWER_VALUES[i % 5]! }));
    expect((await send(all)).json()).toEqual({ saved: 36, answered: 36, total: 36, complete: true });
    const rows = await t.database.query<{ answer: string }>(
      "SELECT answer FROM questionnaire_answers WHERE user_id = $1 AND questionnaire_type = 'orientation' AND question_id = 2",
      [user.id],
    );
    expect(rows).toEqual([{ answer: 'Un peu' }]);
  });

  describe('approfondissement d’un profil incertain', () => {
    const followUp = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/questionnaire/follow-up', headers });

    it('demande un jeton', async () => {
      expect((await followUp({})).statusCode).toBe(401);
    });

    it('ne propose rien avant le questionnaire, ni pour un profil net', async () => {
      const newcomer = await createTestUser(t);
      expect((await followUp(newcomer.headers)).json()).toEqual({ letters: [], questions: [] });
      const clear = await createTestUser(t);
      const answers = answersForLetters({ S: 'Oui', A: 'Un peu', E: 'Pas trop' });
      await answerQuestionnaire(t, clear, answers);
      expect((await followUp(clear.headers)).json()).toEqual({ letters: [], questions: [] });
    });

    it('pose les questions qui départagent, les accepte, puis le profil est tranché', async () => {
      const student = await createTestUser(t);
      await answerQuestionnaire(t, student, answersForLetters({ S: 'Oui', A: 'Un peu', E: 'Un peu' }));
      const first = (await followUp(student.headers)).json() as {
        letters: string[];
        questions: Array<{ id: number; contenu: string }>;
      };
      expect(first.letters).toEqual(['A', 'E']);
      expect(first.questions).toHaveLength(8);
      const items = new Map((await listOrientationItems(t.database)).map((i) => [i.id, i]));
      const submit = await t.app.inject({
        method: 'POST',
        url: '/api/questionnaire/submit',
        headers: student.headers,
        payload: {
          answers: first.questions.map((q) => ({
            question_id: q.id,
            answer: items.get(q.id)?.riasec === 'E' ? 'Oui' : 'Pas trop',
          })),
        },
      });
      expect(submit.json()).toMatchObject({ saved: 8, answered: 36, total: 36, complete: true });
      expect((await followUp(student.headers)).json()).toEqual({ letters: [], questions: [] });
      const analysis = await t.app.inject({
        method: 'POST',
        url: '/api/analysis/generate-analysis',
        headers: student.headers,
        payload: { userId: student.id },
      });
      expect(analysis.json().results.riasec.code).toBe('SEA');
    });
  });
});
