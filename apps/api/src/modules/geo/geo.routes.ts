import { geoSuggestQuerySchema, geoSuggestResponseSchema } from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestPlaces } from './geo.repository';

/** Région and département suggestions for the catalogue filters. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/suggest',
    {
      onRequest: app.authenticate,
      schema: { querystring: geoSuggestQuerySchema, response: { 200: geoSuggestResponseSchema } },
    },
    async (request) => ({ items: await suggestPlaces(app.database, request.query.type, request.query.q) }),
  );
};
