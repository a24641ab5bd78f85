import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { rateLimited } from '../../kernel/rate-limits';
import { authDepsOf } from '../auth';
import { answer, apply, meetingsFor, myApplications, receivedApplications } from './applications.service';
import { registerCompany } from './company-registration.service';
import { decideOffer, pendingOffers, type ReviewDeps, setSuspension } from './offer-review.service';
import { closeOffer, companyOffers, createOffer, editOffer } from './offers.service';
import { dismissReport, openReports, reportCompany } from './reports.service';

const routes = API.companies;

/** The company space, the students' applications to it, and the staff's review of postings. */
export const companiesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const deps: ReviewDeps = { database: db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const authDeps = authDepsOf(app);
  const staffActor = (staffId: string) => ({ staffId, via: 'api' as const });

  registerRoute(
    app,
    routes.register,
    async (request) => {
      await registerCompany(authDeps, request.body);
      return { message: 'Email de confirmation envoyé' };
    },
    { preHandler: [rateLimited(app, 'register')] },
  );
  registerRoute(app, routes.offers, (request) => companyOffers(db, request.user.id));
  registerRoute(app, routes.createOffer, (request) =>
    createOffer(db, request.user.id, request.body, app.clock.now()),
  );
  registerRoute(app, routes.updateOffer, (request) =>
    editOffer(db, request.user.id, request.params.id, request.body, app.clock.now()),
  );
  registerRoute(app, routes.closeOffer, (request) => closeOffer(db, request.user.id, request.params.id));
  registerRoute(app, routes.receivedApplications, async (request) => ({
    applications: await receivedApplications(db, request.user.id, request.params.id),
  }));
  registerRoute(app, routes.answerApplication, (request) =>
    answer(deps, request.user.id, request.params.id, request.body),
  );

  registerRoute(app, routes.apply, (request) =>
    apply(deps, request.user, request.params.id, request.body, app.clock.now()),
  );
  registerRoute(app, routes.meetings, async (request) => ({
    meetings: await meetingsFor(db, request.user.id, app.clock.now()),
  }));
  registerRoute(app, routes.myApplications, async (request) => ({
    applications: await myApplications(db, request.user.id),
  }));

  registerRoute(app, routes.report, (request) =>
    reportCompany(db, request.user, request.params.id, request.body.reason),
  );
  registerRoute(app, routes.reports, async () => ({ reports: await openReports(db) }));
  registerRoute(app, routes.closeReport, async (request) => {
    await dismissReport(
      db,
      { ...staffActor(request.user.id), reason: request.body.reason },
      request.params.id,
      app.clock.now(),
    );
  });
  registerRoute(app, routes.pendingOffers, async () => ({ offers: await pendingOffers(db) }));
  registerRoute(app, routes.decideOffer, (request) =>
    decideOffer(deps, staffActor(request.user.id), request.params.id, request.body),
  );
  registerRoute(app, routes.suspendCompany, (request) =>
    setSuspension(deps, staffActor(request.user.id), request.params.id, request.body, app.clock.now()),
  );
};
