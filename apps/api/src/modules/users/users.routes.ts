import {
  extraInfoRequestSchema,
  extraInfoResponseSchema,
  meResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../plugins/auth';
import { findAccountById } from '../auth/accounts.repository';
import { readProgression } from '../progression/progression.repository';
import { insertExtraInfo, readProfile, updateProfile } from './users.repository';

/**
 * /api/users: every route acts on the caller named by the access token, never on an id sent by
 * the client (bodies are strict: an `id` or `user_id` field is refused).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = app.database;

  // An access token outlives a deleted account by up to 15 minutes: treat it as signed out.
  const ownProfile = async (userId: string) => {
    const profile = await readProfile(db, userId);
    if (!profile) throw unauthenticated();
    return profile;
  };

  app.get('/me', { schema: { response: { 200: meResponseSchema } } }, async (request) => {
    const account = await findAccountById(db, request.user.id);
    if (!account) throw unauthenticated();
    const progression = await readProgression(app.database, account.id);
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

  app.get('/profile', { schema: { response: { 200: profileResponseSchema } } }, async (request) => ({
    profile: await ownProfile(request.user.id),
  }));

  app.put(
    '/profile',
    { schema: { body: profileUpdateSchema, response: { 200: profileResponseSchema } } },
    async (request) => {
      await ownProfile(request.user.id);
      await updateProfile(db, request.user.id, request.body, app.clock.now());
      return { profile: await ownProfile(request.user.id) };
    },
  );

  app.post(
    '/profile/extra-info',
    { schema: { body: extraInfoRequestSchema, response: { 201: extraInfoResponseSchema } } },
    async (request, reply) => {
      await ownProfile(request.user.id);
      const saved = await insertExtraInfo(db, request.user.id, request.body.entries, app.clock.now());
      return reply.status(201).send({ saved });
    },
  );
};
