import {
  analysisResultsResponseSchema,
  generateAnalysisBodySchema,
  myResultsQuerySchema,
  userIdParamsSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwnId, generateOrientationAnalysis, readResults } from './analysis.service';

const resultsResponse = { 200: analysisResultsResponseSchema };

/** Orientation results (spec section 7, "Analysis and results"). Every route acts on the caller only. */
export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analysis/my-results',
    {
      onRequest: app.authenticate,
      schema: { querystring: myResultsQuerySchema, response: resultsResponse },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readResults(app, request.user.id, request.query.type, true);
    },
  );

  app.get(
    '/analysis/results/:userId',
    { onRequest: app.authenticate, schema: { params: userIdParamsSchema, response: resultsResponse } },
    async (request, reply) => {
      assertOwnId(request.params.userId, request.user.id);
      reply.header('Cache-Control', 'no-store');
      return readResults(app, request.user.id, 'orientation', true);
    },
  );

  app.post(
    '/analysis/generate-analysis',
    { onRequest: app.authenticate, schema: { body: generateAnalysisBodySchema, response: resultsResponse } },
    async (request) => {
      assertOwnId(request.body.userId, request.user.id);
      return generateOrientationAnalysis(app, request.user.id);
    },
  );

  // The spec's fallbacks: generate without a payload, then read the latest results.
  app.post(
    '/results/generate',
    { onRequest: app.authenticate, schema: { response: resultsResponse } },
    async (request) => generateOrientationAnalysis(app, request.user.id),
  );

  app.get(
    '/results/latest',
    { onRequest: app.authenticate, schema: { response: resultsResponse } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readResults(app, request.user.id, 'orientation', false);
    },
  );
};
