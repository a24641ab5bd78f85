import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { listRecentBugReports } from '../support';
import { findUser, setLevel, setPaid, setStaff } from './admin.service';

const routes = API.admin;

/** /api/admin/…: what `npm run admin` does, for staff accounts, while the server runs. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.findUser, (request) => findUser(app.database, request.query.email));

  registerRoute(app, routes.setLevel, async (request) =>
    setLevel(app.database, request.params.id, request.body.level),
  );
  registerRoute(app, routes.setPaid, async (request) =>
    setPaid(app.database, request.params.id, request.body.value),
  );
  registerRoute(app, routes.setStaff, async (request) =>
    setStaff(app.database, request.params.id, request.body.value),
  );

  registerRoute(app, routes.bugReports, async (request) => ({
    items: await listRecentBugReports(app.database, request.query.limit),
  }));
};
