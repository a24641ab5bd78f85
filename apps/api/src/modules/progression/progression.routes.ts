import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { completeLevelFor, getProgression, updateProgression } from './progression.service';

const routes = API.progression;

/** /api/progression/{userId} (spec section 7): the caller's own standing in the 50 levels. */
export const progressionRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.get, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return getProgression(app.database, request.params.userId, app.clock.now());
  });

  registerRoute(app, routes.update, async (request) =>
    updateProgression(app.database, request.params.userId, request.body, app.levelEvidence, app.clock.now()),
  );

  registerRoute(app, routes.complete, async (request) =>
    completeLevelFor(app.database, request.params.userId, request.body, app.levelEvidence, app.clock.now()),
  );
};
