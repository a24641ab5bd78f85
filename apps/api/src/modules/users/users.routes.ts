import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { unauthenticated } from '../../plugins/auth';
import { readAccount } from '../auth/account.service';
import { getProgression } from '../progression/progression.service';
import { insertExtraInfo, readProfile, updateProfile } from './users.repository';

/**
 * /api/users: every route acts on the caller named by the access token, never on an id sent by
 * the client (bodies are strict: an `id` or `user_id` field is refused).
 */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const routes = API.users;
  const { db } = app.database;

  // An access token outlives a deleted account by up to 15 minutes: treat it as signed out.
  const ownProfile = async (userId: string) => {
    const profile = await readProfile(db, userId);
    if (!profile) throw unauthenticated();
    return profile;
  };

  registerRoute(app, routes.me, async (request) => {
    const account = await readAccount(app.database, request.user.id);
    if (!account) throw unauthenticated();
    const progression = await getProgression(app.database, account.id);
    return {
      user: {
        id: account.id,
        email: account.email,
        user_metadata: { profile_type: account.profileType },
        is_staff: account.isStaff,
        created_at: account.createdAt.toISOString(),
      },
      progression: { level: progression.level, xp: progression.xp },
    };
  });

  registerRoute(app, routes.profile, async (request) => ({
    profile: await ownProfile(request.user.id),
  }));

  registerRoute(app, routes.updateProfile, async (request) => {
    await ownProfile(request.user.id);
    await updateProfile(db, request.user.id, request.body, app.clock.now());
    return { profile: await ownProfile(request.user.id) };
  });

  registerRoute(app, routes.addExtraInfo, async (request) => {
    await ownProfile(request.user.id);
    return { saved: await insertExtraInfo(db, request.user.id, request.body.entries, app.clock.now()) };
  });
};
