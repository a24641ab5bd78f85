import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { classCsvExport, classDashboard } from './dashboard.service';

const routes = API.classDashboard;

/** A class's dashboard and its CSV export: the owning, open teacher only (else 404 / 403). */
export const classDashboardRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;

  registerRoute(app, routes.dashboard, (request) =>
    classDashboard(db, request.user.id, request.params.id, app.clock.now()),
  );
  registerRoute(app, routes.exportCsv, async (request, reply) => {
    const { fileName, csv } = await classCsvExport(db, request.user.id, request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
