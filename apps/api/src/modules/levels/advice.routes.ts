import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { adviceWall, decideOnAdvice, staffAdvice } from './advice/advice.service';

/** Level 27's « Conseils d’anciens »: the wall for every student, moderation for the staff (audited). */
export const adviceRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.levels.adviceWall, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return adviceWall(app.database, request.user.id);
  });
  registerRoute(app, API.levels.staffAdvice, (request) => staffAdvice(app.database, request.query));
  registerRoute(app, API.levels.moderateAdvice, async (request, reply) => {
    await decideOnAdvice(app.database, request.params.id, request.body, {
      staffId: request.user.id,
      via: 'api',
      reason: request.body.reason,
    });
    reply.code(204);
  });
};
