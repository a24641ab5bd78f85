import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy in front of us may already have given the request (nginx `$request_id`). */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Fastify's `genReqId`: the proxy's X-Request-Id when it looks like one, else a new UUID. The id
 * is in every log line of the request (`reqId`) and in the answer's X-Request-Id header, errors
 * included, so a student's report can be found in the logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && FORWARDED_ID.test(given) ? given : randomUUID();
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
