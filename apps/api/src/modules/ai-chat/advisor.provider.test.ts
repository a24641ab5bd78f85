import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../test/fake-chat-server';
import { type TestApp, type TestUser, testDatabaseKind } from '../../../test/helper';
import { advisorRequest, askAi, providerApp, streamAi, studentAt } from './ai-chat-test-support';

type Sent = { messages: Array<{ role: string; content: string }>; stream?: boolean };

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
