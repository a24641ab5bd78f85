import type { ChatSocketEvent } from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A real WebSocket client on a listening app, collecting every event it receives. */
export interface TestSocket {
  events: ChatSocketEvent[];
  closeCode: Promise<number>;
  waitFor(predicate: (events: ChatSocketEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

export function openChatSocket(
  app: FastifyInstance,
  hello: { token?: string; since?: number } | null,
): Promise<TestSocket> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app.listen() d’abord');
  return openChatSocketOn(address.port, hello);
}

/** The same client on any port: an app's, or a proxy's in front of several apps. */
export async function openChatSocketOn(
  port: number,
  hello: { token?: string; since?: number } | null,
): Promise<TestSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`);
  const events: ChatSocketEvent[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(String(data)) as ChatSocketEvent));
  const closeCode = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (hello) socket.send(JSON.stringify({ type: 'auth', ...hello }));
  return {
    events,
    closeCode,
    waitFor: async (predicate, timeoutMs = 5000) => {
      const start = Date.now();
      while (!predicate(events)) {
        if (Date.now() - start > timeoutMs) throw new Error(`Attente dépassée : ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => socket.close(),
  };
}

export function messageIds(events: ChatSocketEvent[]): number[] {
  return events.flatMap((event) => (event.type === 'message' ? [event.message.id] : []));
}
