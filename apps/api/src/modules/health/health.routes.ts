import { healthResponseSchema } from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await app.database.query('SELECT 1');
    return { status: 'ok' as const, database: app.database.kind, migration: app.migrationVersion };
  });
};
