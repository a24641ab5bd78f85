import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
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
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
