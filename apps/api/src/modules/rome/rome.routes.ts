import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoCatalogueIfEmpty } from '../../db/importers/demo-seed';
import { registerRoute } from '../../http/register-route';
import { findMetiers, metierSheet } from './rome.service';

/**
 * The métiers catalogue. On a database whose catalogue is empty (no import yet), the demo
 * seed is loaded first so the questionnaire gives results everywhere.
 */
export const romeRoutes: FastifyPluginAsync = async (app) => {
  if (await seedDemoCatalogueIfEmpty(app.database)) {
    app.log.info(
      'Catalogue des métiers vide : métiers de démonstration chargés (npm run import -- rome pour les vrais).',
    );
  }

  registerRoute(app, API.rome.searchMetiers, async (request) => ({
    metiers: await findMetiers(app.database, request.query.q),
  }));

  registerRoute(app, API.rome.metier, (request) => metierSheet(app.database, request.params.romeCode));
};
