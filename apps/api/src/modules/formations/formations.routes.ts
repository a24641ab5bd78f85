import { API } from '@declic/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { establishmentPage } from './establishments.service';
import { searchFormationCatalog } from './formations.service';
import {
  createFormation,
  readFormation,
  removeFormation,
  replaceFormation,
} from './formations-admin.service';

const routes = API.catalog;

/** The formations search (level 6) and the generic /formations CRUD (reads signed in, writes staff). */
export const formationsRoutes: FastifyPluginAsync = async (app) => {
  // The catalogue searches answer many requests with pages built field by field by our code.
  registerRoute(
    app,
    routes.searchFormations,
    (request) => searchFormationCatalog(app.database, request.user.id, request.query),
    { compiledSerializer: true },
  );
  registerRoute(app, routes.listFormations, (request) =>
    searchFormationCatalog(app.database, request.user.id, request.query),
  );
  registerRoute(app, routes.readFormation, (request) => readFormation(app.database, request.params.id));
  registerRoute(app, routes.createFormation, (request) => createFormation(app.database, request.body));
  registerRoute(app, routes.replaceFormation, (request) =>
    replaceFormation(app.database, request.params.id, request.body),
  );
  registerRoute(app, routes.removeFormation, async (request) => {
    await removeFormation(app.database, request.params.id);
  });

  // Public (the teachers' sign-up form asks before any account exists): a form's typing, not a scraper's.
  const establishmentsLimit = {
    max: 120,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `etablissements:ip:${app.rateLimitKeys.personal(request.ip)}`,
  };
  registerRoute(app, API.establishments.search, (request) => establishmentPage(app.database, request.query), {
    config: { rateLimit: establishmentsLimit },
  });
};
