import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  testDatabaseKind,
} from '../../../test/helper';

describe(`chiffres de l’équipe (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('compte les élèves par niveau, les abandons et l’activité, sans lister personne', async () => {
    const staff = await createTestUser(t, { isStaff: true });
    const students = await Promise.all([1, 2, 3].map(() => createTestUser(t)));
    await setTestLevel(t.database, students[1]!.id, 3);
    await setTestLevel(t.database, students[2]!.id, 16);
    await createTestUser(t, { profileType: 'company' });
    await t.database.query(
      `INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'orientation', '{}'::jsonb)`,
      [students[0]!.id],
    );
    const response = await t.app.inject({ url: '/api/admin/figures', headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const figures = response.json();
    expect(figures).toMatchObject({
      students: 3,
      paidStudents: 1,
      questionnaireCompleted: 1,
      activeLast7Days: 3,
    });
    expect(figures.funnel[0]).toEqual({ level: 1, here: 1, reached: 3, wentOn: 67 });
    expect(figures.funnel[2]).toEqual({ level: 3, here: 1, reached: 2, wentOn: 50 });
    expect(figures.funnel.at(-1)).toEqual({ level: 16, here: 1, reached: 1, wentOn: 0 });
    expect(JSON.stringify(figures)).not.toContain('@');

    const refused = await t.app.inject({ url: '/api/admin/figures', headers: students[0]!.headers });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/figures' })).statusCode).toBe(401);
  });
});
