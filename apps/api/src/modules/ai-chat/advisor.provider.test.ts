import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../test/fake-chat-server';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { createOpenAiProvider } from '../../plugins/ai/openai-provider';
import { setTestLevel } from '../chat/chat-test-support';
import { advisorRequest, askAi, jobSheetRequest, streamAi } from './ai-chat-test-support';

type Sent = { messages: Array<{ role: string; content: string }>; stream?: boolean };

async function providerApp(server: FakeChatServer, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const ai = { AI_BASE_URL: server.baseUrl, AI_API_KEY: 'cle-test', AI_MODEL: 'modele-test', ...env };
  // The configured provider, with short delays so the timeout cases run fast.
  return buildTestApp(ai, (app) => {
    app.ai = createOpenAiProvider({
      baseUrl: server.baseUrl,
      apiKey: 'cle-test',
      model: 'modele-test',
      timeoutMs: 300,
      retryDelayMs: 10,
    });
  });
}

async function studentAt(t: TestApp, level: number): Promise<TestUser> {
  const user = await createTestUser(t);
  await setTestLevel(t.database, user.id, level);
  return user;
}

describe(`conseiller IA avec un fournisseur compatible OpenAI local (${testDatabaseKind})`, () => {
  let server: FakeChatServer;
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    server = await startFakeChatServer(0);
    t = await providerApp(server);
    student = await studentAt(t, 15);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('envoie nos règles, les données du métier et les 10 derniers messages, et rend la réponse', async () => {
    server.script({ kind: 'text', content: 'Un menuisier travaille le bois, souvent en atelier.' });
    const history = Array.from({ length: 14 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `message ${i}`,
    }));
    const { status, body } = await askAi(
      t,
      student,
      advisorRequest('Parle-moi du métier de menuisier', { history }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ reply: 'Un menuisier travaille le bois, souvent en atelier.', origin: 'ai' });
    const sent = server.requests[0] as Sent;
    expect(sent.messages[0]?.content).toContain('Tu réponds toujours en français, en tutoyant');
    expect(sent.messages[0]?.content).toContain('Tu refuses tout sujet dangereux');
    expect(sent.messages[1]?.content).toContain('"intitule":"Menuisier / Menuisière"');
    const turns = sent.messages.slice(2, -1);
    expect(turns.map((turn) => turn.content)).toEqual(history.slice(-10).map((turn) => turn.content));
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Parle-moi du métier de menuisier' });
  });

  it('en mode persona, demande de parler à la première personne du métier choisi', async () => {
    server.script({ kind: 'text', content: 'Moi, je fabrique des meubles.' });
    const { body } = await askAi(
      t,
      student,
      advisorRequest('Tu aimes ton travail ?', {
        mode: 'persona',
        persona: 'Menuisier',
        advisorType: 'Menuisier',
      }),
    );
    expect(body.reply).toBe('Moi, je fabrique des meubles.');
    const sent = server.requests[0] as Sent;
    expect(sent.messages[0]?.content).toContain(
      'exerce le métier de Menuisier et tu parles à la première personne',
    );
  });

  it('diffuse les morceaux du fournisseur en SSE, puis done', async () => {
    server.script({ kind: 'text', content: 'Un flux en quatre morceaux' });
    const { status, events } = await streamAi(t, student, advisorRequest('Parle-moi du menuisier'));
    expect(status).toBe(200);
    expect(events).toEqual([
      { type: 'delta', text: 'Un ' },
      { type: 'delta', text: 'flux ' },
      { type: 'delta', text: 'en ' },
      { type: 'delta', text: 'quatre ' },
      { type: 'delta', text: 'morceaux' },
      { type: 'done', reply: 'Un flux en quatre morceaux', origin: 'ai' },
    ]);
    expect((server.requests[0] as Sent).stream).toBe(true);
  });

  it('une coupure du fournisseur en plein flux donne un événement error', async () => {
    server.script({ kind: 'cut', content: 'Le début arrive puis plus rien' });
    const { events } = await streamAi(t, student, advisorRequest('Parle-moi du menuisier'));
    expect(events[0]).toEqual({ type: 'delta', text: 'Le ' });
    expect(events.at(-1)).toEqual({
      type: 'error',
      message: 'L’assistant IA ne répond pas pour le moment. Réessaie dans un instant.',
    });
    expect(events.some((event) => event.type === 'done')).toBe(false);
  });

  it('un fournisseur en panne avant le premier mot laisse répondre le moteur hors ligne', async () => {
    server.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const { body } = await askAi(t, student, advisorRequest('Combien gagne un menuisier ?'));
    expect(body.origin).toBe('offline');
    expect(body.reply).toContain('menuisier / menuisière');
    server.script(
      { kind: 'delay', ms: 1_000, reply: { kind: 'text', content: 'trop tard' } },
      { kind: 'delay', ms: 1_000, reply: { kind: 'text', content: 'trop tard' } },
    );
    const { events } = await streamAi(t, student, advisorRequest('Combien gagne un menuisier ?'));
    expect(events.at(-1)).toMatchObject({ type: 'done', origin: 'offline' });
  });

  it.each([
    ['advisor', {}],
    ['persona', { mode: 'persona' as const, persona: 'Menuisier' }],
  ])(
    'détresse en mode %s : répond avec les numéros d’aide, sans appeler le fournisseur',
    async (_mode, overrides) => {
      server.script({ kind: 'text', content: 'ne doit pas être appelé' });
      const { body } = await askAi(
        t,
        student,
        advisorRequest('Je n’en peux plus, j’ai envie de mourir', overrides),
      );
      expect(body.reply).toContain('adulte de confiance');
      for (const line of ['3114', '3018', '119', '0 800 235 236']) expect(body.reply).toContain(line);
      expect(server.requests).toHaveLength(0);
    },
  );
});

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
