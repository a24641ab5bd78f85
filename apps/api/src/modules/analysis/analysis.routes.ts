import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { assertOwnId, generateOrientationAnalysis, readResults } from './analysis.service';

const routes = API.orientation;

/** Orientation results (spec section 7, "Analysis and results"). Every route acts on the caller only. */
export const analysisRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.myResults, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readResults(app, request.user.id, request.query.type, true);
  });

  registerRoute(app, routes.results, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readResults(app, request.user.id, 'orientation', true);
  });

  registerRoute(app, routes.generate, async (request) => {
    assertOwnId(request.body.userId, request.user.id);
    return generateOrientationAnalysis(app, request.user.id);
  });

  // The spec's fallbacks: generate without a payload, then read the latest results.
  registerRoute(app, routes.generateLatest, async (request) =>
    generateOrientationAnalysis(app, request.user.id),
  );

  registerRoute(app, routes.latest, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readResults(app, request.user.id, 'orientation', false);
  });
};
