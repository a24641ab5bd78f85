import { ALL_ROUTES, type RouteStream } from '@declic/domain';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every documented /api route as Fastify registered it, for the route-table check. */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * The OpenAPI 3.1 document of /api, generated from the route schemas, at /api/openapi.json,
 * and a browsable reference at /api/docs. Register before the routes so it sees all of them.
 *
 * Neither is built at start-up: @fastify/swagger (and the YAML library it loads) and swagger-ui
 * cost about a fifth of the start. The routes are noted as they are registered; the first request
 * for the document or the reference builds a small documentation server from them, which every
 * later request reuses (a request that comes while it is being built waits for it).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const registeredRoutes: RegisteredRoute[] = [];
  const documented: RouteOptions[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    // @fastify/swagger leaves HEAD routes out of the document.
    if (route.method !== 'HEAD') documented.push(route);
    // @fastify/websocket hides its routes from Swagger; the table's WebSocket is documented all the same.
    const websocket = (route as { websocket?: boolean }).websocket === true;
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true && !websocket;
    if (!route.url.startsWith('/api/') || hidden) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });

  let docsServer: Promise<FastifyInstance> | undefined;
  const docs = () => {
    docsServer ??= buildDocsServer(app.migrationVersion, documented);
    docsServer.catch(() => {
      docsServer = undefined;
    });
    return docsServer;
  };
  app.addHook('onClose', async () => {
    await (await docsServer?.catch(() => undefined))?.close();
  });
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docs()).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: { 'accept-encoding': 'identity' },
    });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    reply.code(answer.statusCode);
    return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
  };
  const hide = { schema: { hide: true } };
  app.get('/api/docs', hide, forward);
  app.get('/api/docs/*', hide, forward);
  app.get('/api/openapi.json', hide, async () => withStreams((await docs()).swagger()));
}

/** Headers of the documentation server's answer that the site's own answer sets for itself. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * The documentation server: @fastify/swagger and swagger-ui, and every route the site registered
 * (their schemas only: nothing here answers them).
 */
async function buildDocsServer(version: string, routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  // The schemas are Zod's: only the document reads them here, through jsonSchemaTransform.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API Déclic',
        description: 'L’API de l’appli d’orientation Déclic. Les messages d’erreur sont en français.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The site's own Content-Security-Policy (helmet) already allows everything the UI loads.
    staticCSP: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  const unused = async () => null;
  for (const route of routes) {
    // The documentation's own routes, and the site's forwarding to them, are not documented.
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/') || route.url === '/api/openapi.json')
      continue;
    docs.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      config: route.config,
      handler: unused,
    });
  }
  await docs.ready();
  return docs;
}

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' });

/** OpenAPI has no word for event streams: each streamed route says its events under `x-stream`. */
function streamDocument(stream: RouteStream) {
  return stream.kind === 'sse'
    ? { kind: 'sse', contentType: 'text/event-stream', events: jsonSchema(stream.events) }
    : { kind: 'websocket', client: jsonSchema(stream.client), events: jsonSchema(stream.events) };
}

type OpenApiDocument = { paths?: Record<string, Record<string, Record<string, unknown>>> };

function withStreams<D>(document: D): D {
  const paths = (document as OpenApiDocument).paths ?? {};
  for (const route of ALL_ROUTES) {
    if (!route.stream) continue;
    const path = `/api${route.path}`.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const method = route.method.toLowerCase();
    if (route.stream.kind === 'websocket') {
      paths[path] = {
        ...paths[path],
        [method]: {
          summary: route.summary,
          tags: [route.tag],
          responses: { 101: { description: 'Passage au protocole WebSocket' } },
        },
      };
    }
    const operation = paths[path]?.[method];
    if (operation) operation['x-stream'] = streamDocument(route.stream);
  }
  return document;
}
