import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import {
  listEntreprises,
  listNearbyOffres,
  listProjetFormations,
  listVideos,
  storeConfiguredVideos,
} from './catalogues/catalogues.service';

/**
 * What the steps of levels 8, 11 and 18 choose from: videos of professionals, companies near
 * the student, formations with their attendus. The configured videos (DECLIC_VIDEOS_FILE) are stored at start-up.
 */
export const levelCataloguesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    await storeConfiguredVideos(app.database, app.config.levels.videos);
  });

  registerRoute(app, API.levels.catalogueVideos, async (request) =>
    listVideos(app.database, request.query.rome),
  );

  registerRoute(app, API.levels.catalogueEntreprises, async (request) =>
    listEntreprises(app.database, request.user.id, request.query.rome),
  );

  registerRoute(app, API.levels.catalogueAlternance, async (request) =>
    listNearbyOffres(app.database, request.user.id, 'alternance', request.query.rome),
  );

  registerRoute(app, API.levels.catalogueJobs, async (request) =>
    listNearbyOffres(app.database, request.user.id, 'temps-partiel', request.query.rome),
  );

  registerRoute(app, API.levels.catalogueProjetFormations, async (request) =>
    listProjetFormations(app.database, request.user.id, request.query.q),
  );
};
