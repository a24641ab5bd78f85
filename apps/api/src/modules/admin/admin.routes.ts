import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { type StaffActor, staffAudit } from '../../kernel/staff-audit';
import { authDepsOf } from '../auth';
import { listRecentBugReports } from '../support';
import { findUser, searchUsers, setLevel, setPaid, setStaff } from './admin.service';
import { deleteOnRequest, exportOnRequest, resendConfirmationOnRequest } from './data-rights.service';
import { staffFigures } from './figures.service';
import { importsOverview, startImport } from './imports.service';

const routes = API.admin;

/** /api/admin/…: what `npm run admin` does, for staff accounts, while the server runs. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.findUser, (request) => findUser(app.database, request.query.email));
  registerRoute(app, routes.searchUsers, (request) => searchUsers(app.database, request.query.q));

  const actor = (request: { user: { id: string }; body: { reason?: string } }): StaffActor => ({
    staffId: request.user.id,
    via: 'api',
    reason: request.body.reason,
  });

  registerRoute(app, routes.setLevel, (request) =>
    setLevel(app.database, request.params.id, request.body.level, actor(request)),
  );
  registerRoute(app, routes.setPaid, (request) =>
    setPaid(app.database, request.params.id, request.body.value, actor(request)),
  );
  registerRoute(app, routes.setStaff, (request) =>
    setStaff(app.database, request.params.id, request.body.value, actor(request)),
  );
  const authDeps = authDepsOf(app);
  registerRoute(app, routes.resendConfirmation, async (request) => {
    await resendConfirmationOnRequest(authDeps, actor(request), request.params.id);
    return { message: 'L’e-mail de confirmation est reparti.' };
  });
  registerRoute(app, routes.exportUser, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return exportOnRequest(app.database, actor(request), request.params.id, app.clock.now());
  });
  registerRoute(app, routes.deleteUser, async (request) => {
    await deleteOnRequest(
      { ...authDeps, accountErasers: app.accountErasers, counters: app.rateLimitKeys },
      actor(request),
      request.params.id,
    );
  });
  registerRoute(app, routes.imports, () => importsOverview(app.database));
  registerRoute(app, routes.runImport, (request) =>
    startImport(
      { database: app.database, background: app.background, openDataDir: app.config.openDataDir },
      actor(request),
      request.params.name,
    ),
  );
  registerRoute(app, routes.audit, (request) => staffAudit(app.database, request.query.limit));

  registerRoute(app, routes.figures, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return staffFigures(app.database);
  });

  registerRoute(app, routes.bugReports, async (request) => ({
    items: await listRecentBugReports(app.database, request.query.limit),
  }));
};
