import { levelDefinition, NBSP, type QuizStep } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  type TestApp,
  testDatabaseKind,
} from '../../../test/helper';

const quiz = levelDefinition(46)?.steps.find((step) => step.id === 'droits') as QuizStep;
const rightAnswers = Object.fromEntries(quiz.questions.map((question) => [question.id, question.answer]));

describe(`niveau 46 : le quiz des droits, corrigé sur les chiffres en vigueur (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const explanationOf = (
    body: { result: { corrections: { questionId: string; explanation: string }[] } },
    id: string,
  ) => body.result.corrections.find((correction) => correction.questionId === id)?.explanation;

  it('les corrections citent les chiffres en vigueur, et suivent un chiffre changé par l’équipe', async () => {
    const student = await atLevel(t, await createTestUser(t), 46);
    const first = await saveStepAs(t, student, 46, 'droits', { answers: rightAnswers });
    expect(first.json()).toMatchObject({ passed: true, result: { score: 6, total: 6 } });
    expect(explanationOf(first.json(), 'heures-jour')).toContain(`8${NBSP}heures par jour`);
    expect(explanationOf(first.json(), 'apprentie')).toContain(`504,10${NBSP}€`);

    const staff = await createTestUser(t, { isStaff: true });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/facts/mineur-heures-jour',
      headers: staff.headers,
      payload: {
        value: 7,
        appliesFrom: '2027-03-01',
        reviewBy: '2028-03-01',
        sourceLabel: 'Service-public.gouv.fr',
        sourceUrl: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F2216',
        reason: 'Test : nouvelle durée',
      },
    });
    expect(changed.statusCode).toBe(200);
    const again = await saveStepAs(t, student, 46, 'droits', { answers: rightAnswers });
    expect(explanationOf(again.json(), 'heures-jour')).toContain(`7${NBSP}heures par jour`);
  });

  it('une mauvaise réponse de trop ne valide pas', async () => {
    const student = await atLevel(t, await createTestUser(t), 46);
    const response = await saveStepAs(t, student, 46, 'droits', {
      answers: { ...rightAnswers, nuit: 0, repos: 0 },
    });
    expect(response.json()).toMatchObject({ passed: false, result: { score: 4 } });
  });
});
