import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import {
  createShareLink,
  revokeShareLink,
  type SharingDeps,
  sharedResults,
  shareLinksOf,
} from './sharing.service';

/** /api/share: the caller's public links to their results, and what each link shows. */
export const sharingRoutes: FastifyPluginAsync = async (app) => {
  const routes = API.sharing;
  const deps: SharingDeps = { database: app.database, clock: app.clock };

  registerRoute(app, routes.create, async (request) => ({
    link: await createShareLink(deps, request.user.id),
  }));

  registerRoute(app, routes.list, async (request) => ({ links: await shareLinksOf(deps, request.user.id) }));

  registerRoute(app, routes.revoke, (request) => revokeShareLink(deps, request.user.id, request.params.id));

  registerRoute(app, routes.shared, async (request, reply) => {
    // Never kept by a shared cache: a deleted link must stop showing at once.
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    return sharedResults(deps, request.params.token, true);
  });
};
