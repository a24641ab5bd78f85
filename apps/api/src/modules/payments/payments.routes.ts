import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
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
  const stripe = createStripeGateway(app.config.payments);
  const deps = (log: PaymentsDeps['log']): PaymentsDeps => ({
    database: app.database,
    stripe,
    publicUrl: app.config.publicUrl.replace(/\/+$/, ''),
    log,
  });

  registerRoute(app, routes.config, () => paymentsConfig(stripe));

  registerRoute(app, routes.checkout, (request) =>
    startCheckout(deps(request.log), request.user.id, request.body.offer),
  );

  registerRoute(app, routes.verify, (request) =>
    verifyCheckout(deps(request.log), request.user.id, request.body.sessionId),
  );

  registerRoute(app, routes.portal, (request) => openPortal(deps(request.log), request.user.id));

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
