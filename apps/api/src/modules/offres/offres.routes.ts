import { FEATURE_GATES, offreSearchQuerySchema, offreSearchResponseSchema } from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLevel } from '../../plugins/level-gate';
import { searchOffreCatalog } from './offres.service';

/** The job offers search, open from level 9 (spec section 6). */
export const offresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog/metiers/search',
    {
      onRequest: requireLevel(app, FEATURE_GATES.emplois),
      schema: { querystring: offreSearchQuerySchema, response: { 200: offreSearchResponseSchema } },
    },
    (request) => searchOffreCatalog(app.database, request.user.id, request.query),
  );
};
