import { readAnalysisResults } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLevel, buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { answerQuestionnaire, answersForLetters } from '../../../test/orientation';

describe(`résultats d’orientation (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('suit le parcours de la spécification : 404, génération, puis lecture sans cache', async () => {
    const user = await createTestUser(t);
    await answerQuestionnaire(t, user, answersForLetters({ S: 'Oui', A: 'Un peu', E: 'Pas trop' }));
    const before = await get(`/api/analysis/my-results?t=${Date.now()}`, user.headers);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ code: 'aucun_resultat', message: 'Aucun résultat disponible' });

    const generated = await post('/api/analysis/generate-analysis', user.headers, { userId: user.id });
    expect(generated.statusCode).toBe(200);
    const { results, level } = generated.json();
    expect(level).toBe(1);
    expect(results).toMatchObject({ personalityType: 'SAE', userId: user.id, engine: { catalogue: 'demo' } });
    expect(results.jobRecommendations[0]).toMatchObject({ riasecMajeur: 'S', riasecMineur: 'A' });
    expect(results.jobRecommendations[0].romeCode).toMatch(/^DEMO\d\d$/);
    expect(results.avatarUrlBase).toContain(`/api/avatars/adventurer.svg?seed=${user.id}&size=300&radius=15`);

    const after = await get('/api/analysis/my-results', user.headers);
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('no-store');
    expect(after.json().results.jobRecommendations).toEqual(results.jobRecommendations);
    const read = readAnalysisResults(after.json().results);
    expect(read?.jobs.length).toBeGreaterThanOrEqual(6);
    expect(read?.studies.length).toBeGreaterThan(0);

    const byId = await get(`/api/analysis/results/${user.id}`, user.headers);
    expect(byId.json().results.personalityType).toBe('SAE');
  });

  it('n’agit que sur les données de l’appelant', async () => {
    const alice = await createTestUser(t);
    const bob = await createTestUser(t);
    await answerQuestionnaire(t, bob, answersForLetters({ R: 'Oui' }));
    const generate = await post('/api/analysis/generate-analysis', alice.headers, { userId: bob.id });
    expect(generate.statusCode).toBe(403);
    expect(generate.json().code).toBe('acces_refuse');
    expect((await get(`/api/analysis/results/${bob.id}`, alice.headers)).statusCode).toBe(403);
    expect((await get('/api/analysis/my-results')).statusCode).toBe(401);
    expect((await post('/api/results/generate', {})).statusCode).toBe(401);
    const noBody = await post('/api/analysis/generate-analysis', alice.headers, {});
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toContain('userId');
  });

  it('offre les repli de la spécification : /results/generate puis /results/latest', async () => {
    const user = await createTestUser(t);
    expect((await get('/api/results/latest', user.headers)).statusCode).toBe(404);
    expect((await post('/api/results/generate', user.headers)).json().code).toBe('questionnaire_absent');
    await answerQuestionnaire(t, user, answersForLetters({ C: 'Oui', E: 'Un peu', R: 'Pas trop' }));
    expect((await post('/api/results/generate', user.headers)).statusCode).toBe(200);
    const latest = await get('/api/results/latest', user.headers);
    expect(latest.json().results.personalityType).toBe('CER');
  });

  it('considère une analyse périmée quand les réponses changent, sans la perdre', async () => {
    const user = await createTestUser(t);
    await answerQuestionnaire(t, user, answersForLetters({ I: 'Oui', C: 'Un peu', R: 'Pas trop' }));
    await post('/api/results/generate', user.headers);
    await answerQuestionnaire(t, user, answersForLetters({ A: 'Oui', S: 'Un peu', E: 'Pas trop' }));
    expect((await get('/api/analysis/my-results', user.headers)).statusCode).toBe(404);
    expect((await get('/api/results/latest', user.headers)).json().results.personalityType).toBe('ICR');
    const fresh = await post('/api/analysis/generate-analysis', user.headers, { userId: user.id });
    expect(fresh.json().results.personalityType).toBe('ASE');
  });

  it('explique en français qu’il faut au moins un avis', async () => {
    const user = await createTestUser(t);
    await answerQuestionnaire(t, user, ['Je ne sais pas']);
    const response = await post('/api/analysis/generate-analysis', user.headers, { userId: user.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('reponses_insuffisantes');
  });

  it('donne le niveau actuel avec les résultats, et lit les analyses MBTI du même utilisateur', async () => {
    const user = await atLevel(t, await createTestUser(t), 4);
    await t.database.query(
      "INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'mbti', $2)",
      [user.id, JSON.stringify({ personality_type: 'INFP', personality_analysis: ['Un.'] })],
    );
    const response = await get('/api/analysis/my-results?type=mbti', user.headers);
    expect(response.json()).toEqual({
      results: { personality_type: 'INFP', personality_analysis: ['Un.'] },
      level: 4,
    });
  });
});
