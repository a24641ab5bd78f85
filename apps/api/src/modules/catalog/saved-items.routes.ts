import { API } from '@declic/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import type { AuthUser } from '../../plugins/auth';
import { findFormationsByIds, toFormationItem } from '../formations';
import { findOffresByIds, toOffreItem } from '../offres';
import { addSavedItems, removeSavedItem, type SavedList, savedItems } from './saved-items.service';

type Caller = { user: AuthUser };

/** The handlers of one personal list; each call site keeps the list's own item type. */
function listHandlers<Item>(app: FastifyInstance, list: SavedList<Item>) {
  return {
    list: (request: Caller) => savedItems(app.database, list, request.user.id),
    add: (request: Caller & { body: { ids: string[] } }) =>
      addSavedItems(app.database, list.type, request.user.id, request.body.ids),
    remove: (request: Caller & { params: { id: string } }) =>
      removeSavedItem(app.database, list.type, request.user.id, request.params.id),
  };
}

/** Each student's personal lists of formations (level 6) and offers (level 9). */
export const savedItemsRoutes: FastifyPluginAsync = async (app) => {
  const { savedFormations, savedOffres } = API.catalog;
  const formations = listHandlers(app, {
    type: 'formation',
    load: async (database, ids) =>
      (await findFormationsByIds(database, ids)).map((row) => toFormationItem(row)),
  });
  registerRoute(app, savedFormations.list, formations.list);
  registerRoute(app, savedFormations.add, formations.add);
  registerRoute(app, savedFormations.remove, formations.remove);

  const offres = listHandlers(app, {
    type: 'offre',
    load: async (database, ids) => (await findOffresByIds(database, ids)).map((row) => toOffreItem(row)),
  });
  registerRoute(app, savedOffres.list, offres.list);
  registerRoute(app, savedOffres.add, offres.add);
  registerRoute(app, savedOffres.remove, offres.remove);
};
