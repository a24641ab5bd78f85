import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { registerAccountsSupport } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { healthRoutes } from './modules/health/health.routes';
import { siteRoutes } from './modules/site/site.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerMailer } from './plugins/mail';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';

z.config(z.locales.fr());

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    migrationVersion: string;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Serve the built web app from config.webDistDir (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
}

/** Builds the whole server as a plugin tree; `server.ts` only listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1_048_576,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('migrationVersion', await migrate(database));

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerAuth(app);
  await registerMailer(app);
  await registerAccountsSupport(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(catalogRoutes);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb) await registerSpa(app, config.webDistDir);
  return app;
}
