import { levelDefinition, type QuizStep } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  completeLevelAs,
  createTestUser,
  saveStepAs,
  type TestApp,
  testDatabaseKind,
} from '../../../test/helper';
import { giveLevelEvidence } from '../../../test/level-evidence';

const quiz29 = levelDefinition(29)?.steps.find((step) => step.id === 'quiz') as QuizStep;
const LAST_WORD = {
  fierte: 'Mon oral blanc du niveau 40 : j’ai enfin su parler de mon projet sans trembler.',
  message: 'Dans trois ans, souviens-toi que tu as douté, et que tu as avancé quand même.',
};

describe(`niveau 50 : le grand final et son certificat (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('après le mot de la fin, un second certificat « Parcours Déclic complet », distinct de celui du niveau 29', async () => {
    const user = await atLevel(t, await createTestUser(t, { firstName: 'Lina' }), 50);
    const early = await saveStepAs(t, user, 50, 'certificat', {});
    expect(early.json()).toMatchObject({ passed: false });
    expect(early.json().problems[0].message).toMatch(/^Termine d’abord l’étape d’avant/);

    expect((await saveStepAs(t, user, 50, 'mot-de-la-fin', { fields: LAST_WORD })).json().passed).toBe(true);
    const issued = (await saveStepAs(t, user, 50, 'certificat', {})).json();
    expect(issued).toMatchObject({
      passed: true,
      result: { kind: 'certificate', firstName: 'Lina', badge: 'Parcours Déclic complet' },
    });
    const answers = Object.fromEntries(quiz29.questions.map((question) => [question.id, question.answer]));
    await saveStepAs(t, user, 29, 'quiz', { answers });
    const expert = (await saveStepAs(t, user, 29, 'certificat', {})).json();
    expect(expert.result).toMatchObject({ badge: 'Expert de l’orientation' });
    expect(expert.result.code).not.toBe(issued.result.code);
    const page = await t.app.inject({ url: `/api/certificates/${issued.result.code}` });
    expect(page.json()).toMatchObject({ firstName: 'Lina', badge: 'Parcours Déclic complet' });
  });

  it('le dernier niveau se termine, et l’élève reste au niveau 50', async () => {
    const user = await atLevel(t, await createTestUser(t), 50);
    await giveLevelEvidence(t.database, user.id, 50);
    const done = await completeLevelAs(t, user, 50, 100);
    expect(done.statusCode).toBe(200);
    expect(done.json().progression.level).toBe(50);
  });
});
