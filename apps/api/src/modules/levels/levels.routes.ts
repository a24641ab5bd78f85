import {
  englishLevelFromScore,
  niveau5RequestSchema,
  niveau5ResponseSchema,
  scoreLevel5,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveNiveau5 } from './niveau5.repository';

/** Level questionnaires (/api/questionnaire/niveau5); every route acts on the caller only. */
export const levelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/questionnaire/niveau5',
    { schema: { body: niveau5RequestSchema, response: { 200: niveau5ResponseSchema } } },
    async (request) => {
      // The level the browser computed is only informative: the server scores the answers itself.
      const score = scoreLevel5(request.body.answers);
      const result = { englishLevel: englishLevelFromScore(score), score };
      await saveNiveau5(app.database, request.user.id, request.body.answers, result);
      return result;
    },
  );
};
