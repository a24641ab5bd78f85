import type { RouteDefinition, RouteOutput, RouteRequest } from '@declic/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { accessHooks } from '../policies/access';
import { compiledOnFirstUse } from './compiled-on-first-use';
import { compiledSerializer } from './compiled-serializer';

/** The request a handler sees: Fastify's, with params, query and body typed by the route. */
export type TypedRequest<R extends RouteDefinition> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  RouteRequest<R>;

type Awaitable<T> = T | Promise<T>;
/** A 204 route's handler returns nothing; the others return the answer their schema describes. */
/** A handler that has sent the answer itself (a stream) returns the reply. */
export type RouteHandler<R extends RouteDefinition> = (
  request: TypedRequest<R>,
  reply: FastifyReply,
) => RouteOutput<R> extends undefined ? Awaitable<void> : Awaitable<RouteOutput<R> | FastifyReply>;

/** Options a route file may add: rate limits, a larger body, other per-route config. */
export interface RouteExtras {
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
  /** Checks that run after access and validation (rate limits, origin, a level read from the body). */
  preHandler?: preHandlerAsyncHookHandler[];
  /** Answers written by code compiled from the response schema (see compiled-serializer.ts). */
  compiledSerializer?: boolean;
}

function fastifySchema(route: RouteDefinition) {
  const response: Record<number, z.ZodType> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    if (schema) response[Number(status)] = schema;
  }
  const schema: Record<string, unknown> = {
    summary: route.summary,
    tags: [route.tag],
    response,
  };
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  if (route.access.audience !== 'public') schema.security = [{ bearer: [] }];
  if (route.produces) schema.produces = [route.produces];
  return schema;
}

function successStatus(route: RouteDefinition): number {
  if (route.produces) return 200;
  if (route.responses[200]) return 200;
  if (route.responses[201]) return 201;
  if (route.responses[202]) return 202;
  return 204;
}

/**
 * Registers the WebSocket of a table entry (`stream.kind === 'websocket'`), documented with the
 * other routes. The access check happens in the handler: the token travels in the first frame.
 */
export function registerSocketRoute(
  app: FastifyInstance,
  route: RouteDefinition & { stream: { kind: 'websocket' } },
  handler: (socket: WebSocket) => void,
): void {
  app.get(route.path, { websocket: true, schema: { summary: route.summary, tags: [route.tag] } }, (socket) =>
    handler(socket),
  );
}

/**
 * Registers a route of the table (`API` in @declic/domain) on an instance mounted under /api:
 * validation, access hooks and documentation all come from the one definition.
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  extras: RouteExtras = {},
): void {
  const hooks = accessHooks(app, route.access);
  const status = successStatus(route);
  app.route({
    method: route.method,
    url: route.path,
    schema: fastifySchema(route),
    onRequest: hooks.onRequest,
    preHandler: [...hooks.preHandler, ...(extras.preHandler ?? [])],
    config: extras.config,
    bodyLimit: extras.bodyLimit,
    ...(extras.compiledSerializer ? { serializerCompiler: compiledOnFirstUse(compiledSerializer) } : {}),
    handler: async (request, reply) => {
      const result = await handler(request as unknown as TypedRequest<R>, reply);
      // A handler that answered itself (a file, a stream) hands back the reply: leave it alone.
      if (result === reply || reply.sent) return reply;
      reply.status(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
