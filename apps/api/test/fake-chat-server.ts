import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with the next request. */
export type FakeReply =
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'delay'; ms: number; reply: FakeReply }
  /** Streams the first words of `content`, then drops the connection mid-answer. */
  | { kind: 'cut'; content: string }
  /** Streams `content` word by word, `ms` apart, as a model that thinks while it writes. */
  | { kind: 'slow'; content: string; ms: number };

export interface FakeChatServer {
  baseUrl: string;
  /** Requests received (parsed bodies), in order. */
  requests: Array<Record<string, unknown>>;
  /** Replies to give, in order; once empty, `fallback` answers. */
  script(...replies: FakeReply[]): void;
  fallback: FakeReply;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'modele-test',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

function chunk(content: string | null, finish: string | null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'modele-test',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  };
}

/**
 * A chat-completions server on 127.0.0.1 speaking the OpenAI protocol (plain JSON and
 * server-sent events), scripted per request, to test the real client against.
 */
export async function startFakeChatServer(port: number): Promise<FakeChatServer> {
  const queue: FakeReply[] = [];
  const requests: Array<Record<string, unknown>> = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (data) => {
      raw += data;
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push(body);
      void respond(queue.shift() ?? api.fallback, body, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function respond(
    reply: FakeReply,
    body: Record<string, unknown>,
    res: http.ServerResponse,
  ): Promise<void> {
    if (reply.kind === 'delay') {
      await new Promise((resolve) => setTimeout(resolve, reply.ms));
      if (res.destroyed || res.writableEnded) return;
      return respond(reply.reply, body, res);
    }
    if (reply.kind === 'status') {
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        ...(reply.retryAfter ? { 'retry-after': reply.retryAfter } : {}),
      });
      res.end(JSON.stringify({ error: { message: `erreur ${reply.status}`, type: 'test' } }));
      return;
    }
    if (reply.kind === 'cut') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of reply.content.split(/(?<= )/).slice(0, 2))
        res.write(`data: ${JSON.stringify(chunk(piece, null))}\n\n`);
      setTimeout(() => res.destroy(), 20);
      return;
    }
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of reply.content.split(/(?<= )/)) {
        res.write(`data: ${JSON.stringify(chunk(piece, null))}\n\n`);
        if (reply.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, reply.ms));
      }
      res.write(`data: ${JSON.stringify(chunk(null, 'stop'))}\n\n`);
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(reply.content)));
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  const api: FakeChatServer = {
    baseUrl: `http://127.0.0.1:${actual}/v1`,
    requests,
    script: (...replies) => {
      queue.length = 0;
      queue.push(...replies);
      requests.length = 0;
    },
    fallback: { kind: 'text', content: 'ok' },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return api;
}
