import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';

/** Public settings the pages need at run time: publisher identity for the legal pages, handles. */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.health.site, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return app.config.site;
  });
};
