import { levelDefinition, type QuizStep } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  type TestApp,
  testDatabaseKind,
} from '../../../test/helper';

const quiz = levelDefinition(29)?.steps.find((step) => step.id === 'quiz') as QuizStep;
const rightAnswers = Object.fromEntries(quiz.questions.map((question) => [question.id, question.answer]));

describe(`niveau 29 : le quiz final et le certificat vérifiable (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const verify = (code: string) => t.app.inject({ url: `/api/certificates/${code}` });

  it('sans quiz réussi, pas de certificat ; après, un certificat que tout le monde peut vérifier', async () => {
    const user = await atLevel(t, await createTestUser(t, { firstName: 'Noé' }), 29);
    const early = await saveStepAs(t, user, 29, 'certificat', {});
    expect(early.json()).toMatchObject({ passed: false });
    expect(early.json().problems[0].message).toMatch(/^Réussis d’abord le quiz final/);

    expect((await saveStepAs(t, user, 29, 'quiz', { answers: rightAnswers })).json().passed).toBe(true);
    const issued = (await saveStepAs(t, user, 29, 'certificat', {})).json();
    expect(issued).toMatchObject({
      passed: true,
      result: { kind: 'certificate', firstName: 'Noé', badge: 'Expert de l’orientation' },
    });
    const again = (await saveStepAs(t, user, 29, 'certificat', {})).json();
    expect(again.result.code).toBe(issued.result.code);

    const page = await verify(issued.result.code);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      code: issued.result.code,
      firstName: 'Noé',
      badge: 'Expert de l’orientation',
      issuedAt: issued.result.issuedAt,
    });
    expect(page.body).not.toContain(user.email);
    expect(page.body).not.toContain(user.id);
  });

  it('un code inconnu ou mal formé répond en français, sans rien révéler', async () => {
    const unknown = await verify('AAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^Ce certificat n’existe pas/);
    expect((await verify('x')).statusCode).toBe(400);
  });

  it('le certificat disparaît avec le compte de son titulaire', async () => {
    const user = await atLevel(t, await createTestUser(t), 29);
    await saveStepAs(t, user, 29, 'quiz', { answers: rightAnswers });
    const { code } = (await saveStepAs(t, user, 29, 'certificat', {})).json().result;
    await t.database.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect((await verify(code)).statusCode).toBe(404);
  });
});
