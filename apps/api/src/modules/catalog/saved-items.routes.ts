import { API, type SavedItemType } from '@declic/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { registerRoute } from '../../http/register-route';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { findFormationsByIds } from '../formations';
import { toFormationItem } from '../formations/formation-item';
import { findOffresByIds } from '../offres';
import { toOffreItem } from '../offres/offre-item';
import { savedIds, saveItems, unsaveItem } from './saved-items.repository';

type Caller = { user: AuthUser };

/** The handlers of one personal list; each call site keeps the list's own item type. */
function listHandlers<Item>(
  app: FastifyInstance,
  type: SavedItemType,
  load: (database: DatabaseHandle, ids: string[]) => Promise<Item[]>,
) {
  return {
    list: async (request: Caller) => ({
      items: await load(app.database, await savedIds(app.database, request.user.id, type)),
    }),
    add: async (request: Caller & { body: { ids: string[] } }) => {
      const { known, added } = await saveItems(app.database, request.user.id, type, request.body.ids);
      if (known === 0)
        throw new HttpError(404, 'element_introuvable', 'Aucun de ces éléments n’existe dans le catalogue.');
      return { saved: added };
    },
    remove: async (request: Caller & { params: { id: string } }) => {
      await unsaveItem(app.database, request.user.id, type, request.params.id);
    },
  };
}

/** Each student's personal lists of formations (level 6) and offers (level 9). */
export const savedItemsRoutes: FastifyPluginAsync = async (app) => {
  const { savedFormations, savedOffres } = API.catalog;
  const formations = listHandlers(app, 'formation', async (database, ids) =>
    (await findFormationsByIds(database, ids)).map((row) => toFormationItem(row)),
  );
  registerRoute(app, savedFormations.list, formations.list);
  registerRoute(app, savedFormations.add, formations.add);
  registerRoute(app, savedFormations.remove, formations.remove);

  const offres = listHandlers(app, 'offre', async (database, ids) =>
    (await findOffresByIds(database, ids)).map((row) => toOffreItem(row)),
  );
  registerRoute(app, savedOffres.list, offres.list);
  registerRoute(app, savedOffres.add, offres.add);
  registerRoute(app, savedOffres.remove, offres.remove);
};
