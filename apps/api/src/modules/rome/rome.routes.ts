import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seedDemoCatalogueIfEmpty } from '../../db/importers/demo-seed';
import { HttpError } from '../../plugins/errors';
import { readMetierSheet } from './metier-sheet.repository';

const metierSheetSchema = z.object({
  romeCode: z.string(),
  title: z.string(),
  riasecMajeur: z.string(),
  riasecMineur: z.string().nullable(),
  definition: z.string(),
  accesMetier: z.string(),
  keySkills: z.array(z.string()),
  appellations: z.array(z.string()),
  source: z.enum(['rome', 'demo']),
});

/**
 * The métiers catalogue. On a database whose catalogue is empty (no import yet), the demo
 * seed is loaded first so the questionnaire gives results everywhere.
 */
export const romeRoutes: FastifyPluginAsyncZod = async (app) => {
  if (await seedDemoCatalogueIfEmpty(app.database)) {
    app.log.info(
      'Catalogue des métiers vide : métiers de démonstration chargés (npm run import -- rome pour les vrais).',
    );
  }

  app.get(
    '/rome/metiers/:romeCode',
    {
      schema: {
        params: z.object({ romeCode: z.string().max(16) }),
        response: { 200: metierSheetSchema },
      },
    },
    async (request) => {
      const sheet = await readMetierSheet(app.database, request.params.romeCode);
      if (!sheet) throw new HttpError(404, 'metier_introuvable', 'Ce métier n’existe pas dans le catalogue.');
      return sheet;
    },
  );
};
