import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { listEntreprises, listVideos, storeConfiguredVideos } from './catalogues/catalogues.service';

/**
 * What the « pick » steps of levels 8 and 11 choose from: videos of professionals and
 * companies near the student. The configured videos (DECLIC_VIDEOS_FILE) are stored at start-up.
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
};
