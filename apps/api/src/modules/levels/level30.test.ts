import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  type TestApp,
  testDatabaseKind,
} from '../../../test/helper';

describe(`niveau 30 : le bilan, et la suite dans l’ordre choisi (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const focus = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/levels/focus', headers })).json();

  it('le choix de l’élève ordonne ses niveaux suivants, et seulement les siens', async () => {
    const user = await atLevel(t, await createTestUser(t), 30);
    expect(await focus(user.headers)).toEqual({ focus: [], suggestions: [] });
    const saved = await saveStepAs(t, user, 30, 'bilan', {
      focus: ['financer'],
      why: 'Je vais étudier loin de chez moi, il me faut un budget.',
    });
    expect(saved.json()).toMatchObject({ passed: true, result: { kind: 'focus' } });
    const mine = await focus(user.headers);
    expect(mine.focus).toEqual(['financer']);
    expect(mine.suggestions.slice(0, 4).map((item: { level: number }) => item.level)).toEqual([
      35, 36, 37, 47,
    ]);
    const other = await atLevel(t, await createTestUser(t), 31);
    expect(await focus(other.headers)).toEqual({ focus: [], suggestions: [] });
    const refused = await saveStepAs(t, user, 30, 'bilan', { focus: ['tout'], why: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choisis parmi les thèmes proposés.');
  });
});
