import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoCatalogueIfEmpty } from '../../db/importers/demo-seed';
import { registerRoute } from '../../http/register-route';
import { HttpError } from '../../plugins/errors';
import { searchMetiers } from './metier-search.repository';
import { readMetierSheet } from './metier-sheet.repository';

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
    metiers: await searchMetiers(app.database, request.query.q),
  }));

  registerRoute(app, API.rome.metier, async (request) => {
    const sheet = await readMetierSheet(app.database, request.params.romeCode);
    if (!sheet) throw new HttpError(404, 'metier_introuvable', 'Ce métier n’existe pas dans le catalogue.');
    return sheet;
  });
};
