import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { addExtraInfo, currentUser, ownProfile, type UsersDeps, updateOwnProfile } from './users.service';

/**
 * /api/users: every route acts on the caller named by the access token, never on an id sent by
 * the client (bodies are strict: an `id` or `user_id` field is refused).
 */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const routes = API.users;
  const deps: UsersDeps = { database: app.database, clock: app.clock };

  registerRoute(app, routes.me, (request) => currentUser(deps, request.user.id));

  registerRoute(app, routes.profile, async (request) => ({
    profile: await ownProfile(deps, request.user.id),
  }));

  registerRoute(app, routes.updateProfile, async (request) => ({
    profile: await updateOwnProfile(deps, request.user.id, request.body),
  }));

  registerRoute(app, routes.addExtraInfo, async (request) => ({
    saved: await addExtraInfo(deps, request.user.id, request.body.entries),
  }));
};
