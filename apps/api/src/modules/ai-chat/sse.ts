import type { AiChatStreamEvent } from '@declic/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';

export const EMPTY_REPLY = 'Je n’ai pas pu générer de réponse.';
const STREAM_FAILED = 'L’assistant IA ne répond pas pour le moment. Réessaie dans un instant.';
// Offline answers are sent in a few pieces, so the bubble fills the same way with or without a key.
const OFFLINE_PIECES = 4;

export function wantsEventStream(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/event-stream') ?? false;
}

/** A streamed answer; `origin` is read at the end (a fallback may change it mid-way). */
export interface AnswerStream {
  pieces: AsyncIterable<string>;
  origin(): 'offline' | 'ai';
}

/**
 * Sends the answer as server-sent events (ai-chat contract): a `delta` per piece, then `done`
 * with the whole reply — or `error` when the stream breaks or stays empty. Closing the page
 * aborts the provider call through `abort`.
 */
export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (signal: AbortSignal) => AnswerStream,
): Promise<void> {
  const controller = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  raw.on('close', () => controller.abort());
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const send = (event: AiChatStreamEvent) => raw.write(`data: ${JSON.stringify(event)}\n\n`);
  const stream = answer(controller.signal);
  let text = '';
  try {
    for await (const piece of stream.pieces) {
      text += piece;
      send({ type: 'delta', text: piece });
    }
    send(
      text.trim()
        ? { type: 'done', reply: text, origin: stream.origin() }
        : { type: 'error', message: EMPTY_REPLY },
    );
  } catch (error) {
    if (!controller.signal.aborted) request.log.warn({ err: error }, 'Flux du conseiller IA interrompu');
    send({ type: 'error', message: error instanceof HttpError ? error.message : STREAM_FAILED });
  }
  raw.end();
}

/** A fixed text as a few pieces (offline answers, safety answers). */
export async function* piecesOf(text: string): AsyncIterable<string> {
  const words = text.split(/(?<=\s)/);
  const size = Math.max(1, Math.ceil(words.length / OFFLINE_PIECES));
  for (let i = 0; i < words.length; i += size) yield words.slice(i, i + size).join('');
}
