import {
  adminBugReportListSchema,
  adminLookupQuerySchema,
  adminSetFlagSchema,
  adminSetLevelSchema,
  adminUserParamsSchema,
  adminUserSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { listRecentBugReports } from '../support/support.repository';
import { requireStaff } from './admin.policy';
import { findUserByEmail } from './admin.repository';
import { setLevel, setPaid, setStaff } from './admin.service';

const userResponse = { response: { 200: adminUserSchema } };

/** /api/admin/…: what `npm run admin` does, for staff accounts, while the server runs. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff(app));

  app.get(
    '/admin/users',
    { schema: { querystring: adminLookupQuerySchema, ...userResponse } },
    async (request) => {
      const user = await findUserByEmail(app.database, request.query.email);
      if (!user) throw new HttpError(404, 'utilisateur_introuvable', 'Aucun compte n’utilise cette adresse.');
      return user;
    },
  );

  app.post(
    '/admin/users/:id/level',
    { schema: { params: adminUserParamsSchema, body: adminSetLevelSchema, ...userResponse } },
    async (request) => setLevel(app.database, request.params.id, request.body.level),
  );

  app.post(
    '/admin/users/:id/paid',
    { schema: { params: adminUserParamsSchema, body: adminSetFlagSchema, ...userResponse } },
    async (request) => setPaid(app.database, request.params.id, request.body.value),
  );

  app.post(
    '/admin/users/:id/staff',
    { schema: { params: adminUserParamsSchema, body: adminSetFlagSchema, ...userResponse } },
    async (request) => setStaff(app.database, request.params.id, request.body.value),
  );

  app.get(
    '/admin/bug-reports',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: adminBugReportListSchema },
      },
    },
    async (request) => ({ items: await listRecentBugReports(app.database, request.query.limit) }),
  );
};
