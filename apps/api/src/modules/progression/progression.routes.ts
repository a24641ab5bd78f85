import {
  levelCompletionResultSchema,
  levelCompletionSchema,
  progressionParamsSchema,
  progressionSchema,
  progressionUpdateSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwnProgression } from './progression.policy';
import { completeLevelFor, getProgression, updateProgression } from './progression.service';

/** /api/progression/{userId} (spec section 7): the caller's own standing in the 50 levels. */
export const progressionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', async (request) => {
    assertOwnProgression(request.user, (request.params as { userId: string }).userId);
  });

  app.get(
    '/progression/:userId',
    { schema: { params: progressionParamsSchema, response: { 200: progressionSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getProgression(app.database, request.params.userId);
    },
  );

  app.post(
    '/progression/:userId',
    {
      schema: {
        params: progressionParamsSchema,
        body: progressionUpdateSchema,
        response: { 200: progressionSchema },
      },
    },
    async (request) => updateProgression(app.database, request.params.userId, request.body),
  );

  app.post(
    '/progression/:userId/complete',
    {
      schema: {
        params: progressionParamsSchema,
        body: levelCompletionSchema,
        response: { 200: levelCompletionResultSchema },
      },
    },
    async (request) => completeLevelFor(app.database, request.params.userId, request.body),
  );
};
