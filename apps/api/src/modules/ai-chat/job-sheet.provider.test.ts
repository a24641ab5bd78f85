import { countWords } from '@declic/domain';
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
import { askAi, jobSheetRequest } from './ai-chat-test-support';

const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(' ');
const aiSheet = (description = `Tu aimes le bois ? ${words(160)}`) =>
  JSON.stringify({
    description,
    salary: { beginner: 'Autour du Smic au début.', median: 'Environ 1 800 € net par mois.' },
    schools: [
      { name: 'CAP Menuisier fabricant', place: 'Lycée des métiers du bois' },
      { name: 'Bac pro Technicien menuisier agenceur', place: null },
      { name: 'BTS Développement et réalisation bois', place: 'Bordeaux' },
    ],
  });

describe(`fiche métier avec un fournisseur compatible OpenAI local (${testDatabaseKind})`, () => {
  let server: FakeChatServer;
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    server = await startFakeChatServer(0);
    const ai = { AI_BASE_URL: server.baseUrl, AI_API_KEY: 'cle-test', AI_MODEL: 'modele-test' };
    // Same provider as configured, with short delays so the timeout case runs fast.
    t = await buildTestApp(ai, (app) => {
      app.ai = createOpenAiProvider({
        baseUrl: server.baseUrl,
        apiKey: 'cle-test',
        model: 'modele-test',
        timeoutMs: 300,
        retryDelayMs: 10,
      });
    });
    student = await createTestUser(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('envoie la demande du niveau 1 et les faits du catalogue, et rend la fiche écrite par l’IA', async () => {
    server.script({ kind: 'text', content: aiSheet() });
    const { status, body } = await askAi(t, student, jobSheetRequest('Menuisier'));
    expect(status).toBe(200);
    expect(body.origin).toBe('ai');
    expect(body.sheet).toMatchObject({
      origin: 'ai',
      romeCode: 'DEMO01',
      title: 'Menuisier / Menuisière',
      salary: { beginner: 'Autour du Smic au début.', median: 'Environ 1 800 € net par mois.' },
    });
    expect(body.sheet.salary.sources).toContain('Fiche rédigée par l’assistant IA à partir de ces données');
    expect(body.sheet.schools).toHaveLength(3);
    const request = server.requests[0] as {
      messages: Array<{ role: string; content: string }>;
      response_format: unknown;
    };
    expect(request.response_format).toEqual({ type: 'json_object' });
    expect(request.messages[0]?.content).toContain('entre 150 et 200 mots');
    expect(request.messages[1]?.content).toContain(
      'Fais-moi une fiche métier pour «\u202FMenuisier\u202F»'.replaceAll('\u202F', ' '),
    );
    expect(request.messages[1]?.content).toContain('"metier":"Menuisier / Menuisière"');
  });

  it.each([
    [
      'un JSON mal formé',
      [
        { kind: 'text', content: '{"description": ' },
        { kind: 'text', content: 'pas du JSON' },
      ],
    ],
    [
      'une description trop courte',
      [
        { kind: 'text', content: aiSheet('Trop court.') },
        { kind: 'text', content: aiSheet('Encore court.') },
      ],
    ],
    [
      'un 429 répété',
      [
        { kind: 'status', status: 429 },
        { kind: 'status', status: 429 },
      ],
    ],
    [
      'un délai dépassé',
      [
        { kind: 'delay', ms: 1_000, reply: { kind: 'text', content: aiSheet() } },
        { kind: 'delay', ms: 1_000, reply: { kind: 'text', content: aiSheet() } },
      ],
    ],
  ] as const)('après %s, rend la fiche hors ligne plutôt qu’une erreur', async (_case, replies) => {
    server.script(...replies);
    const { status, body } = await askAi(t, student, jobSheetRequest('Menuisier'));
    expect(status).toBe(200);
    expect(body.origin).toBe('offline');
    expect(body.sheet.origin).toBe('offline');
    expect(countWords(body.sheet.description)).toBeGreaterThanOrEqual(150);
    expect(server.requests).toHaveLength(2);
  });
});
