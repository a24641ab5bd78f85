import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../test/fake-chat-server';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { answerQuestionnaire, answersForLetters } from '../../../test/orientation';

const rewritten = {
  personalityAnalysis: `Léa, ton code SAE dit que tu aimes les autres avant tout. ${'Tu aimes aider, expliquer et créer. '.repeat(8)}`,
  skillsAssessment:
    'Tu sais écouter, tu imagines facilement, et tu sais convaincre quand une idée te tient à cœur.',
};

describe(`analyse avec un fournisseur IA configuré (${testDatabaseKind})`, () => {
  let server: FakeChatServer;
  let t: TestApp;
  let offline: TestApp;
  beforeAll(async () => {
    server = await startFakeChatServer(4105);
    t = await buildTestApp({ AI_BASE_URL: server.baseUrl, AI_API_KEY: 'cle-test', AI_MODEL: 'modele-test' });
    offline = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await offline.close();
    await server.close();
  });

  async function generate(app: TestApp) {
    const user = await createTestUser(app);
    await answerQuestionnaire(app, user, answersForLetters({ S: 'Oui', A: 'Un peu', E: 'Pas trop' }));
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/analysis/generate-analysis',
      headers: user.headers,
      payload: { userId: user.id },
    });
    expect(response.statusCode).toBe(200);
    return response.json().results;
  }

  it('l’IA ne réécrit que les textes : scores et métiers restent ceux du moteur', async () => {
    expect(t.app.ai.kind).toBe('openai-compatible');
    server.script({ kind: 'text', content: JSON.stringify(rewritten) });
    const withAi = await generate(t);
    const withoutAi = await generate(offline);
    expect(withAi.engine.aiRewritten).toBe(true);
    expect(withAi.personalityAnalysis).toContain('ton code SAE');
    expect(withAi.skillsAssessment).toContain('Tu sais écouter');
    expect(withAi.jobRecommendations).toEqual(withoutAi.jobRecommendations);
    expect(withAi.riasec).toEqual(withoutAi.riasec);
    expect(withAi.studyRecommendations).toEqual(withoutAi.studyRecommendations);
    const prompt = JSON.stringify(server.requests[0]?.messages);
    expect(prompt).toContain('SAE');
    expect(prompt).toContain('N’invente aucun chiffre ni aucun métier');
  });

  it('garde le texte du moteur quand l’IA répond mal, est surchargée ou oublie le code', async () => {
    server.script({ kind: 'text', content: 'pas du JSON' }, { kind: 'text', content: '{"autre": 1}' });
    const malformed = await generate(t);
    expect(malformed.engine.aiRewritten).toBe(false);
    expect(malformed.personalityAnalysis).toContain('Ton code RIASEC est SAE.');

    server.script({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    expect((await generate(t)).engine.aiRewritten).toBe(false);

    server.script({
      kind: 'text',
      content: JSON.stringify({
        ...rewritten,
        personalityAnalysis: rewritten.personalityAnalysis.replace('SAE', 'XYZ'),
      }),
    });
    expect((await generate(t)).engine.aiRewritten).toBe(false);
  });
});
