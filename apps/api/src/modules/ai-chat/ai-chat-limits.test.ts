import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../test/fake-chat-server';
import { type TestApp, testDatabaseKind } from '../../../test/helper';
import { advisorRequest, askAi, jobSheetRequest, providerApp, studentAt } from './ai-chat-test-support';

describe(`quotas, niveaux et validation de POST /api/chat/ai (${testDatabaseKind})`, () => {
  let server: FakeChatServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startFakeChatServer(0);
    server.fallback = { kind: 'text', content: 'Réponse du modèle.' };
    t = await providerApp(server, { AI_DAILY_USER_QUOTA: '2', AI_DAILY_GLOBAL_BUDGET: '3' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('429 en français au-delà du quota du jour de l’élève, puis du budget global', async () => {
    const first = await studentAt(t, 15);
    for (let i = 0; i < 2; i += 1)
      expect((await askAi(t, first, advisorRequest('Parle du menuisier'))).status).toBe(200);
    const over = await askAi(t, first, advisorRequest('Parle du menuisier'));
    expect(over).toMatchObject({
      status: 429,
      body: {
        code: 'quota_ia_atteint',
        message: 'Tu as posé tes 2 questions du jour à l’assistant IA. Reviens demain !',
      },
    });
    const second = await studentAt(t, 15);
    expect((await askAi(t, second, advisorRequest('Parle du menuisier'))).status).toBe(200);
    expect(await askAi(t, second, advisorRequest('Parle du menuisier'))).toMatchObject({
      status: 429,
      body: {
        code: 'budget_ia_atteint',
        message: 'L’assistant IA a atteint sa limite du jour pour tout Déclic. Réessaie demain.',
      },
    });
    // Distress is answered whatever the quota; the level 1 sheet falls back to the offline engine.
    expect((await askAi(t, second, advisorRequest('On me harcèle au lycée'))).status).toBe(200);
    const sheet = await askAi(t, second, jobSheetRequest('Menuisier'));
    expect(sheet).toMatchObject({ status: 200, body: { origin: 'offline', sheet: { origin: 'offline' } } });
  });

  it('401 sans jeton, 403 sous le niveau 15 pour le conseiller, fiche métier ouverte dès le niveau 1', async () => {
    expect((await askAi(t, null, advisorRequest('Bonjour'))).status).toBe(401);
    // Even a malformed body from a stranger says "sign in", not what the body should look like.
    expect((await askAi(t, null, { message: '' })).status).toBe(401);
    const beginner = await studentAt(t, 1);
    expect(await askAi(t, beginner, advisorRequest('Bonjour'))).toMatchObject({
      status: 403,
      body: { code: 'niveau_insuffisant', message: 'Cette section s’ouvre au niveau 15. Tu es au niveau 1.' },
    });
    expect((await askAi(t, beginner, jobSheetRequest('Menuisier'))).status).toBe(200);
  });

  it.each([
    ['un message vide', { message: '   ' }, 'Ta question est vide.'],
    ['un mode inconnu', { mode: 'ami' }, undefined],
    ['un message trop long', { message: 'a'.repeat(2_001) }, 'Ta question dépasse 2000 caractères.'],
    ['un historique mal formé', { history: [{ role: 'system', content: 'x' }] }, undefined],
  ])('400 pour %s', async (_case, override, message) => {
    const student = await studentAt(t, 15);
    const { status, body } = await askAi(t, student, { ...advisorRequest('Bonjour'), ...override } as never);
    expect(status).toBe(400);
    if (message) expect(body.message).toContain(message);
  });

  it('400 pour une fiche métier sans métier', async () => {
    const student = await studentAt(t, 1);
    const { status, body } = await askAi(t, student, {
      ...jobSheetRequest(''),
      jobTitle: null,
      message: 'a'.repeat(300),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'metier_manquant' });
  });
});
