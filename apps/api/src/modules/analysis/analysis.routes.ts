import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { assertOwnId, generateOrientationAnalysis, readResults } from './analysis.service';
import type { AnalysisDeps } from './analysis-deps';

const routes = API.orientation;

/** Orientation results (spec section 7, "Analysis and results"). Every route acts on the caller only. */
export const analysisRoutes: FastifyPluginAsync = async (app) => {
  // Read at each call: a test may swap the AI provider once the app is built (ai-chat-test-support.ts).
  const deps = (): AnalysisDeps => ({ database: app.database, ai: app.ai, log: app.log });

  registerRoute(app, routes.myResults, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readResults(app.database, request.user.id, request.query.type, true);
  });

  registerRoute(app, routes.results, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readResults(app.database, request.user.id, 'orientation', true);
  });

  registerRoute(app, routes.generate, async (request) => {
    assertOwnId(request.body.userId, request.user.id);
    return generateOrientationAnalysis(deps(), request.user.id);
  });

  // The spec's fallbacks: generate without a payload, then read the latest results.
  registerRoute(app, routes.generateLatest, async (request) =>
    generateOrientationAnalysis(deps(), request.user.id),
  );

  registerRoute(app, routes.latest, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readResults(app.database, request.user.id, 'orientation', false);
  });
};
