import { API, type FigureId } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { currentFigures, figureHistory, saveFigure } from './figures.service';

/** The dated figures: read by every account, changed by the staff (audited, with history). */
export const figuresRoutes: FastifyPluginAsync = async (app) => {
  const list = async () => ({ figures: await currentFigures(app.database) });
  registerRoute(app, API.figures.list, list);
  registerRoute(app, API.figures.staffList, list);
  registerRoute(app, API.figures.save, (request) =>
    saveFigure(app.database, request.params.id as FigureId, request.body, {
      staffId: request.user.id,
      via: 'api',
    }),
  );
  registerRoute(app, API.figures.history, (request) =>
    figureHistory(app.database, request.params.id as FigureId),
  );
};
