import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { placeSuggestions } from './geo.service';

/** Région and département suggestions for the catalogue filters. */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.catalog.suggestPlaces, async (request) => ({
    items: await placeSuggestions(app.database, request.query.type, request.query.q),
  }));
};
