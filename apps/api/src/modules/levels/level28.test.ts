import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  storePassedStep,
  type TestApp,
  testDatabaseKind,
} from '../../../test/helper';

describe(`niveau 28 : la frise du parcours (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('rend l’arrivée, les analyses et les niveaux joués de l’élève, dans l’ordre, et seulement les siens', async () => {
    const user = await atLevel(t, await createTestUser(t), 28);
    await t.database.query(
      `INSERT INTO analysis_results (user_id, questionnaire_type, results, created_at)
       VALUES ($1, 'niveau5', '{"englishLevel":"B1","score":65}'::jsonb, now() + interval '1 hour')`,
      [user.id],
    );
    await storePassedStep(t, user, 6, 'trois-metiers', {
      items: [{ code: 'M1805', label: 'Développeur web' }],
    });
    await t.database.query(
      "UPDATE level_step_answers SET updated_at = now() + interval '2 hours' WHERE user_id = $1",
      [user.id],
    );
    const response = await t.app.inject({ url: '/api/levels/timeline', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().events.map((event: { title: string; detail: string }) => [event.title, event.detail]),
    ).toEqual([
      ['Ton arrivée sur Déclic', 'Le tout premier jour.'],
      ['Niveau 5 · Ton test d’anglais', 'Niveau B1'],
      [expect.stringMatching(/^Niveau 6 · /), '1 métier'],
    ]);
    const other = await atLevel(t, await createTestUser(t), 28);
    const theirs = (await t.app.inject({ url: '/api/levels/timeline', headers: other.headers })).json();
    expect(theirs.events).toHaveLength(1);
    const early = await atLevel(t, await createTestUser(t), 27);
    expect((await t.app.inject({ url: '/api/levels/timeline', headers: early.headers })).statusCode).toBe(
      403,
    );
  });
});
