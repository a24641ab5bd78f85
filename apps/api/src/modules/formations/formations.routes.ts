import {
  catalogIdParamsSchema,
  FEATURE_GATES,
  formationInputSchema,
  formationItemSchema,
  formationSearchQuerySchema,
  formationSearchResponseSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLevel } from '../../plugins/level-gate';
import { staffOnly } from '../../policies/access';
import { searchFormationCatalog } from './formations.service';
import {
  createFormation,
  readFormation,
  removeFormation,
  replaceFormation,
} from './formations-admin.service';

/** The formations search (level 6) and the generic /formations CRUD (reads signed in, writes staff). */
export const formationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };
  const staffEdits = { onRequest: staffOnly(app) };

  app.get(
    '/catalog/formations/search',
    {
      onRequest: requireLevel(app, FEATURE_GATES.formations),
      schema: { querystring: formationSearchQuerySchema, response: { 200: formationSearchResponseSchema } },
    },
    (request) => searchFormationCatalog(app.database, request.user.id, request.query),
  );

  app.get(
    '/formations',
    {
      ...signedIn,
      schema: { querystring: formationSearchQuerySchema, response: { 200: formationSearchResponseSchema } },
    },
    (request) => searchFormationCatalog(app.database, request.user.id, request.query),
  );

  app.get(
    '/formations/:id',
    { ...signedIn, schema: { params: catalogIdParamsSchema, response: { 200: formationItemSchema } } },
    (request) => readFormation(app.database, request.params.id),
  );

  app.post(
    '/formations',
    { ...staffEdits, schema: { body: formationInputSchema, response: { 201: formationItemSchema } } },
    async (request, reply) => reply.status(201).send(await createFormation(app.database, request.body)),
  );

  app.put(
    '/formations/:id',
    {
      ...staffEdits,
      schema: {
        params: catalogIdParamsSchema,
        body: formationInputSchema,
        response: { 200: formationItemSchema },
      },
    },
    (request) => replaceFormation(app.database, request.params.id, request.body),
  );

  app.delete(
    '/formations/:id',
    { ...staffEdits, schema: { params: catalogIdParamsSchema } },
    async (request, reply) => {
      await removeFormation(app.database, request.params.id);
      return reply.status(204).send();
    },
  );
};
