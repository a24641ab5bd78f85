import type { FastifyPluginAsync } from 'fastify';
import { formationsRoutes } from '../formations';
import { geoRoutes } from '../geo';
import { offresRoutes } from '../offres';
import { seedDemoCatalog } from './demo-seed';
import { savedItemsRoutes } from './saved-items.routes';

/** Formations, job offers, place suggestions and personal lists; the demo catalogue when empty. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formationsRoutes);
  await app.register(offresRoutes);
  await app.register(geoRoutes);
  await app.register(savedItemsRoutes);
  if (app.config.catalog.demo === 'auto') {
    app.addHook('onReady', async () => {
      const added = await seedDemoCatalog(app.database);
      if (added > 0) app.log.info(`Catalogue vide : ${added} lignes de démonstration chargées.`);
    });
  }
};
