import {
  FEATURE_GATES,
  type FormationItem,
  formationItemSchema,
  type OffreItem,
  offreItemSchema,
  type SavedItemType,
  savedIdsBodySchema,
  savedItemParamsSchema,
  saveItemsResponseSchema,
} from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { requireLevel } from '../../plugins/level-gate';
import { toFormationItem } from '../formations/formation-item';
import { findFormationsByIds } from '../formations/formations.repository';
import { toOffreItem } from '../offres/offre-item';
import { findOffresByIds } from '../offres/offres.repository';
import { savedIds, saveItems, unsaveItem } from './saved-items.repository';

interface SavedList<Item> {
  type: SavedItemType;
  path: string;
  level: number;
  itemSchema: z.ZodType<Item>;
  load(database: DatabaseHandle, ids: string[]): Promise<Item[]>;
}

const LISTS = [
  {
    type: 'formation',
    path: '/catalog/formations/saved',
    level: FEATURE_GATES.formations,
    itemSchema: formationItemSchema,
    load: async (database, ids) =>
      (await findFormationsByIds(database, ids)).map((row) => toFormationItem(row)),
  } satisfies SavedList<FormationItem>,
  {
    type: 'offre',
    path: '/catalog/metiers/saved',
    level: FEATURE_GATES.emplois,
    itemSchema: offreItemSchema,
    load: async (database, ids) => (await findOffresByIds(database, ids)).map((row) => toOffreItem(row)),
  } satisfies SavedList<OffreItem>,
];

function registerList<Item>(app: FastifyInstance, list: SavedList<Item>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const gate = { onRequest: requireLevel(app, list.level) };

  typed.get(
    list.path,
    { ...gate, schema: { response: { 200: z.object({ items: z.array(list.itemSchema) }) } } },
    async (request) => {
      const ids = await savedIds(app.database, request.user.id, list.type);
      return { items: await list.load(app.database, ids) };
    },
  );

  typed.post(
    list.path,
    { ...gate, schema: { body: savedIdsBodySchema, response: { 200: saveItemsResponseSchema } } },
    async (request) => {
      const { known, added } = await saveItems(app.database, request.user.id, list.type, request.body.ids);
      if (known === 0)
        throw new HttpError(404, 'element_introuvable', 'Aucun de ces éléments n’existe dans le catalogue.');
      return { saved: added };
    },
  );

  typed.delete(
    `${list.path}/:id`,
    { ...gate, schema: { params: savedItemParamsSchema } },
    async (request, reply) => {
      await unsaveItem(app.database, request.user.id, list.type, request.params.id);
      return reply.status(204).send();
    },
  );
}

/** Each student's personal lists of formations (level 6) and offers (level 9). */
export const savedItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of LISTS) registerList(app, list as SavedList<unknown>);
};
