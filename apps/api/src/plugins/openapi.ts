import { ALL_ROUTES, type RouteStream } from '@declic/domain';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
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
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    // @fastify/websocket hides its routes from Swagger; the table's WebSocket is documented all the same.
    const websocket = (route as { websocket?: boolean }).websocket === true;
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true && !websocket;
    if (!route.url.startsWith('/api/') || hidden) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API Déclic',
        description: 'L’API de l’appli d’orientation Déclic. Les messages d’erreur sont en français.',
        version: app.migrationVersion,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The site's own Content-Security-Policy (helmet) already allows everything the UI loads.
    staticCSP: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => withStreams(app.swagger()));
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
