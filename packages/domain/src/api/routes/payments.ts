import {
  checkoutBodySchema,
  paymentsConfigSchema,
  redirectUrlSchema,
  verifyBodySchema,
  verifyResponseSchema,
  webhookResponseSchema,
} from '../../contracts/payments';
import { defineRoute } from '../route';

const tag = 'Paiements';

/** The paid offers through Stripe: Checkout, its confirmation, the webhook and the portal. */
export const paymentsApi = {
  config: defineRoute({
    method: 'GET',
    path: '/payments/config',
    summary: 'Les offres payantes et leurs prix, et si le paiement en ligne est ouvert',
    tag,
    access: { audience: 'public' },
    responses: { 200: paymentsConfigSchema },
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/payments/checkout',
    summary: 'Ouvrir une page de paiement Stripe pour une offre',
    tag,
    access: { audience: 'account' },
    body: checkoutBodySchema,
    responses: { 200: redirectUrlSchema },
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/payments/verify',
    summary: 'Où en est mon paiement (au retour de la page Stripe)',
    tag,
    access: { audience: 'account' },
    body: verifyBodySchema,
    responses: { 200: verifyResponseSchema },
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/payments/webhook',
    summary: 'Événements signés envoyés par Stripe',
    tag,
    access: { audience: 'public' },
    responses: { 200: webhookResponseSchema },
  }),
  portal: defineRoute({
    method: 'POST',
    path: '/payments/portal',
    summary: 'Ouvrir l’espace client Stripe (factures, résiliation)',
    tag,
    access: { audience: 'account' },
    responses: { 200: redirectUrlSchema },
  }),
};
