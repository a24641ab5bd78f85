import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { health, readiness } from './health.service';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.health.health, () => health(app.database, app.migrationVersion));

  registerRoute(app, API.health.ready, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readiness(app.database, app.warmUp.pending());
  });
};
