import { type AiChatRequest, aiChatStreamEventSchema } from '@declic/domain';
import { expect } from 'vitest';
import type { FakeChatServer } from '../../../test/fake-chat-server';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { createOpenAiProvider } from '../../plugins/ai/openai-provider';

/** The spec's level 1 request (mode advisor, advisorType fiche-metier, empty history). */
export function jobSheetRequest(jobTitle: string): Partial<AiChatRequest> {
  return {
    mode: 'advisor',
    advisorType: 'fiche-metier',
    jobTitle,
    history: [],
    message: `Fais-moi une fiche métier pour « ${jobTitle} » : une description de 150 à 200 mots sur un ton informel, sans markdown, le salaire en France pour un débutant et un salaire médian, et 3 à 5 écoles.`,
  };
}

/** POST /api/chat/ai as a user: the status and the JSON answer. */
export async function askAi(t: TestApp, user: TestUser | null, payload: Partial<AiChatRequest>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/ai',
    headers: user?.headers ?? {},
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

export async function setDepartment(t: TestApp, user: TestUser, department: string): Promise<void> {
  await t.database.query('UPDATE profiles SET department = $2 WHERE user_id = $1', [user.id, department]);
}

/** An advisor question (mode advisor, general chip) with optional overrides. */
export function advisorRequest(
  message: string,
  overrides: Partial<AiChatRequest> = {},
): Partial<AiChatRequest> {
  return { mode: 'advisor', advisorType: 'conseiller-ia', message, history: [], jobTitles: [], ...overrides };
}

/** POST /api/chat/ai asking for server-sent events: the status and the parsed events. */
export async function streamAi(t: TestApp, user: TestUser, payload: Partial<AiChatRequest>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/ai',
    headers: { ...user.headers, accept: 'text/event-stream' },
    payload,
  });
  const events = response.body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => aiChatStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
  return { status: response.statusCode, contentType: response.headers['content-type'], events };
}

/** The real app with the OpenAI-compatible provider pointed at a local fake server. */
export async function providerApp(server: FakeChatServer, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const ai = { AI_BASE_URL: server.baseUrl, AI_API_KEY: 'cle-test', AI_MODEL: 'modele-test', ...env };
  // The configured provider, with short delays so the timeout cases run fast.
  return buildTestApp(ai, (app) => {
    app.ai = createOpenAiProvider({
      baseUrl: server.baseUrl,
      apiKey: 'cle-test',
      model: 'modele-test',
      timeoutMs: 300,
    });
  });
}

/** A signed-in student at `level`. */
export async function studentAt(t: TestApp, level: number): Promise<TestUser> {
  const user = await createTestUser(t);
  await setTestLevel(t.database, user.id, level);
  return user;
}

/**
 * Reads an advisor stream as it arrives and checks it came word by word (several packets with a
 * delta, nothing held back for the end) and finished.
 */
export async function expectStreamedWordByWord(response: Response): Promise<void> {
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const chunks: string[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read())
    chunks.push(new TextDecoder().decode(read.value));
  expect(chunks.filter((piece) => piece.includes('"type":"delta"')).length).toBeGreaterThan(3);
  expect(chunks.join('')).toContain('"type":"done"');
}
