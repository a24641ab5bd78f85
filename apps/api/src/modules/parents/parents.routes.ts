import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { rateLimited } from '../../kernel/rate-limits';
import {
  giveSignupConsent,
  resendSignupConsent,
  type SignupConsentDeps,
  signupConsentPage,
  signupConsentState,
  withdrawSignupConsent,
} from './signup-consent.service';

const routes = API.parents;

/** Under 15: the student's side of the parent's consent, and the parent's page (by link). */
export const parentsRoutes: FastifyPluginAsync = async (app) => {
  const deps: SignupConsentDeps = {
    database: app.database,
    clock: app.clock,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    realtime: app.realtime,
  };

  registerRoute(app, routes.consentState, (request) => signupConsentState(deps, request.user.id));
  registerRoute(app, routes.resendConsent, (request) =>
    resendSignupConsent(deps, request.user.id, request.body.parentEmail ?? null),
  );

  const parentLimit = { preHandler: [rateLimited(app, 'parentLink')] };
  registerRoute(
    app,
    routes.consentPage,
    (request) => signupConsentPage(deps, request.body.token),
    parentLimit,
  );
  registerRoute(
    app,
    routes.giveConsent,
    (request) => giveSignupConsent(deps, request.body.token),
    parentLimit,
  );
  registerRoute(
    app,
    routes.withdrawConsent,
    (request) => withdrawSignupConsent(deps, request.body.token),
    parentLimit,
  );
};
