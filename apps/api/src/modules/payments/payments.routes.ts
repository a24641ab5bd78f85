import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { rateLimited } from '../../kernel/rate-limits';
import type { ParentRequestDeps } from '../parents';
import { classLicencePrice, setClassLicencePrice } from './class-licence-price.service';
import {
  type ParentCheckoutDeps,
  parentCheckout,
  parentOffer,
  parentVerify,
} from './parent-checkout.service';
import { askParentToPay, parentRequestState } from './parent-payment.service';
import { paymentPlan } from './payment-plan.service';
import {
  openPortal,
  type PaymentsDeps,
  paymentsConfig,
  startCheckout,
  verifyCheckout,
} from './payments.service';
import { createStripeGateway } from './stripe-gateway';
import { handleWebhook } from './webhook.service';

const routes = API.payments;

/** /api/payments: the paid offers through Stripe (docs/decisions/payments.md). */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const stripe = await createStripeGateway(app.config.payments);
  const deps = (log: PaymentsDeps['log']): PaymentsDeps => ({
    database: app.database,
    stripe,
    publicUrl: app.config.publicUrl.replace(/\/+$/, ''),
    log,
    classMembers: app.classMembers,
  });
  const parentPageDeps = (log: PaymentsDeps['log']): ParentCheckoutDeps => ({
    ...deps(log),
    clock: app.clock,
  });
  const parentRequests: ParentRequestDeps = {
    database: app.database,
    clock: app.clock,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };

  registerRoute(app, routes.config, () => paymentsConfig(stripe));

  registerRoute(app, routes.checkout, (request) =>
    startCheckout(deps(request.log), request.user.id, request.body.offer),
  );

  registerRoute(app, routes.verify, (request) =>
    verifyCheckout(deps(request.log), request.user.id, request.body.sessionId),
  );

  registerRoute(app, routes.plan, (request) => paymentPlan(app.database, request.user.id, app.clock.now()));

  registerRoute(app, routes.portal, (request) => openPortal(deps(request.log), request.user.id));

  // The class licence's price, set by the staff (docs/decisions/teachers.md, « Licence de classe »).
  registerRoute(app, API.classLicence.price, () => classLicencePrice(app.database, app.clock.now()));
  registerRoute(app, API.classLicence.setPrice, (request) =>
    setClassLicencePrice(
      app.database,
      request.body,
      { staffId: request.user.id, via: 'api' },
      app.clock.now(),
    ),
  );

  // A minor's request to a parent, and the parent's page (docs/decisions/parents.md).
  registerRoute(app, routes.parentRequest, (request) => parentRequestState(parentRequests, request.user.id));
  registerRoute(app, routes.askParent, (request) =>
    askParentToPay(parentRequests, request.user.id, request.body.parentEmail),
  );
  registerRoute(app, routes.resendToParent, (request) =>
    askParentToPay(parentRequests, request.user.id, null),
  );

  const parentLimit = { preHandler: [rateLimited(app, 'parentLink')] };
  registerRoute(
    app,
    routes.parentOffer,
    (request) => parentOffer(parentPageDeps(request.log), request.body.token),
    parentLimit,
  );
  registerRoute(
    app,
    routes.parentCheckout,
    (request) =>
      parentCheckout(parentPageDeps(request.log), { token: request.body.token, offer: request.body.offer }),
    parentLimit,
  );
  registerRoute(
    app,
    routes.parentVerify,
    (request) => parentVerify(deps(request.log), request.body),
    parentLimit,
  );

  // The signature covers the exact bytes Stripe sent: this route alone keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    registerRoute(raw, routes.webhook, (request) =>
      handleWebhook(deps(request.log), request.body, request.headers['stripe-signature']),
    );
  });
};
