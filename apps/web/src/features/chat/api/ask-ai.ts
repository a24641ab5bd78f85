import { type AiChatRequest, advisorApi, aiChatResponseSchema } from '@declic/domain';
import { authorizationHeader, renewSessionAfterUnauthorized } from '../../../lib/api-auth';
import { routeUrl } from '../../../lib/api-call';
import { createSseParser } from '../lib/sse-parser';
import { TEXTES } from '../textes';

export interface AiReply {
  reply: string;
  origin: 'offline' | 'ai' | null;
}

async function errorMessage(response: Response): Promise<string> {
  const payload = (await response.json().catch(() => null)) as { message?: string; error?: string } | null;
  return payload?.message ?? payload?.error ?? `${TEXTES.aiHttpError} ${response.status}`;
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<AiReply> {
  let text = '';
  let done: AiReply | null = null;
  let failure: string | null = null;
  const parser = createSseParser((event) => {
    if (event.type === 'delta') {
      text += event.text;
      onDelta(text);
    } else if (event.type === 'done') done = { reply: event.reply, origin: event.origin };
    else failure = event.message;
  });
  // stream: true keeps a character cut between two chunks for the next one.
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    parser.feed(decoder.decode(chunk.value, { stream: true }));
  }
  parser.feed(decoder.decode());
  parser.end();
  // The server reports an empty reply as an error carrying the spec's own sentence: it is
  // shown as such, not as « Erreur IA : … ».
  if (failure === TEXTES.aiEmptyReply) return { reply: '', origin: null };
  if (failure) throw new Error(failure);
  return done ?? { reply: text, origin: null };
}

/**
 * POST /api/chat/ai asking for a stream: `onDelta` receives the text so far as it grows.
 * A server that answers plain JSON instead is read as one piece. Throws an Error whose
 * message is the server's.
 */
export async function askAi(
  request: AiChatRequest,
  onDelta: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<AiReply> {
  const post = () =>
    fetch(routeUrl(advisorApi.ask), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...authorizationHeader() },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      signal,
    }).catch((error: Error) => {
      throw error.name === 'AbortError' ? error : new Error(TEXTES.aiNetworkError);
    });
  let response = await post();
  // An access token that expired during the conversation: renew it once, like apiRequest.
  if (response.status === 401 && (await renewSessionAfterUnauthorized())) response = await post();
  if (!response.ok) throw new Error(await errorMessage(response));
  if (response.body && response.headers.get('content-type')?.includes('text/event-stream')) {
    return readStream(response.body, onDelta);
  }
  const answer = aiChatResponseSchema.parse(await response.json());
  if (answer.error) throw new Error(answer.error);
  return { reply: answer.reply, origin: answer.origin ?? null };
}
