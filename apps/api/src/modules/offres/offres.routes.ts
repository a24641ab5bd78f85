import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { searchOffreCatalog } from './offres.service';

/** The job offers search, open from level 9 (spec section 6). */
export const offresRoutes: FastifyPluginAsync = async (app) => {
  // Many requests, pages built field by field by our code: answers written by compiled code.
  registerRoute(
    app,
    API.catalog.searchOffres,
    (request) => searchOffreCatalog(app.database, request.user.id, request.query),
    { compiledSerializer: true },
  );
};
