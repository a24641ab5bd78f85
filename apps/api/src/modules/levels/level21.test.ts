import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  storePassedStep,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';

describe(`niveau 21 : le pitch refait, comparé au premier (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A student who played levels 3, 6, 18 and 19. */
  async function student() {
    const user = await atLevel(t, await createTestUser(t, { firstName: 'Sacha' }), 21);
    await storePassedStep(t, user, 3, 'auto-evaluation', { rating: 7 });
    await storePassedStep(t, user, 6, 'trois-metiers', {
      items: [{ code: 'M1805', label: 'Études et développement informatique' }],
    });
    await storePassedStep(t, user, 18, 'projet', {
      formation: { code: '1', label: 'BUT - Informatique' },
      paragraphs: { pourquoi: 'Le numérique me passionne.' },
    });
    await storePassedStep(t, user, 19, 'voeux', { wishes: [{ code: '1', label: 'BUT - Informatique' }] });
    return user;
  }

  const save = (user: TestUser, answer: object) => saveStepAs(t, user, 21, 'pitch', answer);

  it('valide un pitch de 40 secondes qui parle du parcours, et le compare à celui du niveau 3', async () => {
    const user = await student();
    const response = await save(user, {
      durationSeconds: 40,
      rating: 9,
      points: ['niveau-6', 'niveau-18', 'niveau-19'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      passed: true,
      problems: [],
      result: { kind: 'pitch', first: { rating: 7 }, now: { rating: 9, durationSeconds: 40 } },
    });
  });

  it('ne compte que les points tirés des productions de l’élève lui-même', async () => {
    const user = await student();
    const forged = await save(user, {
      durationSeconds: 40,
      rating: 9,
      points: ['niveau-6', 'niveau-12', 'niveau-14'],
    });
    expect(forged.json().passed).toBe(false);
    expect(JSON.stringify(forged.json().problems)).toContain('3 au moins (tu en as 1)');
    const bad = await save(user, { durationSeconds: 90, rating: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Un pitch dure 60 secondes au plus.');
  });
});
