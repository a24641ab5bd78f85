import { type AnsweredStep, definedLevels, isAnsweredStep, levelDefinition, MAX_LEVEL } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  completeLevelAs,
  createTestUser,
  type TestApp,
  testDatabaseKind,
} from '../../../../test/helper';
import { giveLevelEvidence } from '../../../../test/level-evidence';

/** An answer of the right shape that cannot pass: what a careless or forged client sends. */
const EMPTY_ANSWERS: Record<AnsweredStep['kind'], Record<string, unknown>> = {
  quiz: { answers: {} },
  text: { fields: {} },
  pick: { items: [] },
  checklist: { done: [] },
  scale: { answers: {} },
  questions: { questions: [] },
  document: { sections: {} },
  salary: { job: 'Métier sans chiffres', answers: {} },
  confirm: { done: true },
  rating: { rating: 1 },
  letter: { text: '' },
  review: { sections: {} },
  projet: { paragraphs: {} },
  voeux: { wishes: [] },
  calendar: { dates: [] },
  pitch: { points: [] },
  breathing: { cyclesDone: 0 },
  interview: { turns: [] },
  portfolio: { sections: [] },
  coherence: { plan: '' },
  polish: { texts: {} },
  advice: { text: '' },
  certificate: {},
  focus: { focus: [] },
  'apprentice-pay': { plan: '' },
  'week-plan': { slots: [] },
  roadmap: { goals: [] },
  grant: {},
  aids: { kept: [] },
  housing: { options: [] },
  budget: {},
};

describe(`preuve de chaque niveau du joueur, du 6 au dernier écrit (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(definedLevels().filter((level) => level >= 6))(
    'niveau %i : des réponses vides sont gardées mais ne valident rien ; les étapes validées, si',
    async (level) => {
      const user = await atLevel(t, await createTestUser(t), level);
      const other = await atLevel(t, await createTestUser(t), level);
      const steps = levelDefinition(level)?.steps.filter(isAnsweredStep) ?? [];
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/levels/${level}/steps/${step.id}`,
          headers: user.headers,
          payload: { answer: EMPTY_ANSWERS[step.kind] },
        });
        expect(response.statusCode, `${step.id} : ${response.body}`).toBe(200);
        expect(response.json().passed).toBe(false);
      }
      const complete = (who: typeof user) => completeLevelAs(t, who, level);
      const refused = await complete(user);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('preuve_manquante');
      // Another student's proof never counts for this one.
      await giveLevelEvidence(t.database, other.id, level);
      expect((await complete(user)).statusCode).toBe(409);
      await giveLevelEvidence(t.database, user.id, level);
      // Level 10 is the paid gate: an unpaid student keeps it done and waits there; 50 is the last.
      const passed =
        level === 10
          ? { outcome: 'palier_payant' }
          : { progression: { level: Math.min(level + 1, MAX_LEVEL) } };
      expect((await complete(user)).json()).toMatchObject(passed);
    },
  );
});
