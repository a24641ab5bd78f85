import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { answerQuestionnaire, answersForLetters } from '../../../test/orientation';
import { readRecommendedJobs } from './recommended-jobs.repository';

describe(`métiers recommandés pour les autres fonctionnalités (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lit les métiers de la dernière analyse, avec leur code ROME', async () => {
    const user = await createTestUser(t);
    expect(await readRecommendedJobs(t.database, user.id)).toEqual([]);
    await answerQuestionnaire(t, user, answersForLetters({ I: 'Oui', C: 'Un peu' }));
    await t.app.inject({ method: 'POST', url: '/api/results/generate', headers: user.headers });
    const jobs = await readRecommendedJobs(t.database, user.id);
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    expect(jobs[0]).toEqual({
      title: expect.any(String),
      skills: expect.any(Array),
      romeCode: expect.stringMatching(/^DEMO/),
    });
    expect(jobs[0]?.skills.length).toBeGreaterThan(0);
  });

  it('accepte les autres orthographes de la spécification', async () => {
    const user = await createTestUser(t);
    await t.database.query(
      "INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'orientation', $2)",
      [user.id, JSON.stringify({ career_matches: [{ title: 'Pilote' }], job_recommandations: 'x' })],
    );
    expect(await readRecommendedJobs(t.database, user.id)).toEqual([{ title: 'Pilote', skills: [] }]);
  });
});
