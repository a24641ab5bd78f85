import { PERSONALITY_ITEMS } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../test/fake-chat-server';
import { atLevel, buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';

const personal = `Léa, ton profil ISFP montre une vraie sensibilité. ${'Tu aimes créer à ton rythme et écouter les autres. '.repeat(6)}`;

describe(`analyse MBTI avec un fournisseur IA configuré (${testDatabaseKind})`, () => {
  let server: FakeChatServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startFakeChatServer(0);
    t = await buildTestApp({ AI_BASE_URL: server.baseUrl, AI_API_KEY: 'cle-test', AI_MODEL: 'modele-test' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  async function generate() {
    const user = await atLevel(t, await createTestUser(t), 4);
    await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/submit?type=mbti',
      headers: user.headers,
      payload: {
        answers: PERSONALITY_ITEMS.map((item) => ({
          question_id: item.id,
          answer: 'ISFP'.includes(item.pole) ? 'Oui' : 'Non',
        })),
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/generate-analysis-by-type',
      headers: user.headers,
      payload: { userId: user.id, questionnaireType: 'mbti' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().analysis;
  }

  it('l’IA ne reformule que le texte : type, axes et métiers restent ceux du moteur', async () => {
    server.script({ kind: 'text', content: JSON.stringify({ personalityAnalysis: personal }) });
    const analysis = await generate();
    expect(analysis.engine.aiRewritten).toBe(true);
    expect(analysis.personalityAnalysis).toContain('ton profil ISFP');
    expect(analysis.personalityType).toBe('ISFP');
    expect(analysis.strengths).toHaveLength(3);
    expect(analysis.jobRecommendations).toHaveLength(5);
    expect(JSON.stringify(server.requests.at(-1)?.messages)).toContain(
      'N’invente aucun chiffre ni aucun métier',
    );
  });

  it('garde le portrait quand la reformulation perd le type ou n’est pas du JSON', async () => {
    server.script({
      kind: 'text',
      content: JSON.stringify({ personalityAnalysis: personal.replace('ISFP', 'ton type') }),
    });
    const lost = await generate();
    expect(lost.engine.aiRewritten).toBe(false);
    expect(lost.personalityAnalysis).toContain('l’artiste sensible');
    server.script({ kind: 'text', content: 'pas du JSON' });
    const malformed = await generate();
    expect(malformed.engine.aiRewritten).toBe(false);
  });
});
