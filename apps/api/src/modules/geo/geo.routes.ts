import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { suggestPlaces } from './geo.repository';

/** Région and département suggestions for the catalogue filters. */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.catalog.suggestPlaces, async (request) => ({
    items: await suggestPlaces(app.database, request.query.type, request.query.q),
  }));
};
