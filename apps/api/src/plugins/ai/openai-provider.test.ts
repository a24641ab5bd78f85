import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeChatServer, startFakeChatServer } from '../../../test/fake-chat-server';
import { AiError } from './ai-error';
import { offlineProvider } from './offline-provider';
import { createOpenAiProvider } from './openai-provider';
import type { AiJsonTask, AiProvider, AiTextTask } from './provider';

const echo: AiTextTask<string> = {
  name: 'echo',
  messages: (input) => [{ role: 'user', content: input }],
  offline: (input) => `Réponse hors ligne à ${input}, écrite mot à mot pour le test de flux.`,
};
const jsonTask: AiJsonTask<string, { note: number }> = {
  name: 'note',
  messages: (input) => [{ role: 'user', content: input }],
  schema: z.object({ note: z.number().int().min(0).max(10) }),
  offline: () => ({ note: 5 }),
};

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe('fournisseur compatible OpenAI, contre un serveur local', () => {
  let server: FakeChatServer;
  let ai: AiProvider;
  beforeAll(async () => {
    server = await startFakeChatServer(4104);
    ai = createOpenAiProvider({
      baseUrl: server.baseUrl,
      apiKey: 'cle-test',
      model: 'modele-test',
      timeoutMs: 300,
    });
  });
  afterAll(() => server.close());

  it('envoie le modèle, les messages et la clé, et rend le texte', async () => {
    server.script({ kind: 'text', content: '  Bonjour !  ' });
    expect(await ai.generateText(echo, 'salut')).toBe('Bonjour !');
    expect(server.requests[0]).toMatchObject({
      model: 'modele-test',
      messages: [{ role: 'user', content: 'salut' }],
    });
  });

  it('lit un flux SSE morceau par morceau', async () => {
    server.script({ kind: 'text', content: 'Un flux en quatre morceaux' });
    const pieces = await collect(ai.streamText(echo, 'flux'));
    expect(pieces).toEqual(['Un ', 'flux ', 'en ', 'quatre ', 'morceaux']);
    expect(server.requests[0]?.stream).toBe(true);
  });

  it('vérifie la sortie JSON avec Zod, accepte un bloc ```json', async () => {
    server.script({ kind: 'text', content: '```json\n{"note": 7}\n```' });
    expect(await ai.generateJson(jsonTask, 'x')).toEqual({ note: 7 });
    expect(server.requests[0]?.response_format).toEqual({ type: 'json_object' });
  });

  it('réessaie une fois un JSON mal formé, puis abandonne avec un message français', async () => {
    server.script({ kind: 'text', content: '{"note": ' }, { kind: 'text', content: '{"note": 3}' });
    expect(await ai.generateJson(jsonTask, 'x')).toEqual({ note: 3 });
    server.script({ kind: 'text', content: 'pas du JSON' }, { kind: 'text', content: '{"note": 99}' });
    const error = await failure(ai.generateJson(jsonTask, 'x'));
    expect(error).toMatchObject({ failure: 'invalid_output', code: 'ia_reponse_invalide', statusCode: 502 });
    expect(error.message).toBe('L’assistant IA a donné une réponse illisible. Réessaie dans un instant.');
    expect(server.requests).toHaveLength(2);
  });

  it('réessaie une fois après un 429, puis dit que l’IA est surchargée', async () => {
    server.script({ kind: 'status', status: 429, retryAfter: '0' }, { kind: 'text', content: 'enfin' });
    expect(await ai.generateText(echo, 'x')).toBe('enfin');
    server.script({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    const error = await failure(ai.generateText(echo, 'x'));
    expect(error).toMatchObject({ failure: 'rate_limited', statusCode: 503 });
    expect(error.message).toBe('L’assistant IA est très sollicité en ce moment. Réessaie dans une minute.');
  });

  it('coupe un appel trop long, réessaie une fois, puis dit que le délai est dépassé', async () => {
    server.script(
      { kind: 'delay', ms: 1500, reply: { kind: 'text', content: 'trop tard' } },
      { kind: 'delay', ms: 1500, reply: { kind: 'text', content: 'trop tard' } },
    );
    const started = Date.now();
    const error = await failure(ai.generateText(echo, 'x'));
    expect(error).toMatchObject({ failure: 'timeout', code: 'ia_delai_depasse', statusCode: 504 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(server.requests).toHaveLength(2);
  });

  it('ne réessaie pas une clé refusée', async () => {
    server.script({ kind: 'status', status: 401 }, { kind: 'text', content: 'jamais' });
    expect(await failure(ai.generateText(echo, 'x'))).toMatchObject({
      failure: 'unauthorized',
      code: 'ia_configuration',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('dit que l’IA est indisponible quand le serveur répond 500 deux fois ou ne répond pas', async () => {
    server.script({ kind: 'status', status: 500 }, { kind: 'status', status: 502 });
    expect(await failure(ai.generateText(echo, 'x'))).toMatchObject({
      failure: 'unavailable',
      code: 'ia_indisponible',
    });
    const nobody = createOpenAiProvider({
      baseUrl: 'http://127.0.0.1:4109/v1',
      apiKey: 'k',
      model: 'm',
    });
    expect(await failure(nobody.generateText(echo, 'x'))).toMatchObject({ failure: 'unavailable' });
  });
});

describe('moteur hors ligne', () => {
  it('rend la réponse propre à chaque tâche, en flux comme d’un bloc', async () => {
    expect(await offlineProvider.generateText(echo, 'toi')).toBe(echo.offline('toi'));
    expect(await offlineProvider.generateJson(jsonTask, 'x')).toEqual({ note: 5 });
    const pieces = await collect(offlineProvider.streamText(echo, 'toi'));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(echo.offline('toi'));
  });
});
