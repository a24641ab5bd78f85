import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.health.health, async () => {
    await app.database.query('SELECT 1');
    return { status: 'ok' as const, database: app.database.kind, migration: app.migrationVersion };
  });
};
