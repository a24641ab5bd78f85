import { OFFRES, type OffreId, type PaymentsConfig, type VerifyResponse } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { applyCheckoutSession } from './complete-checkout';
import { readPaidStatus, refreshPaidStatus } from './paid-status';
import { findBySession, findCustomerId, insertPendingPayment } from './payments.repository';
import { callStripe, requireStripe, type StripeGateway, stripeUnreachable } from './stripe-gateway';

/** What the payment use cases need: the database, Stripe (null when closed), the app's address. */
export interface PaymentsDeps {
  database: DatabaseHandle;
  stripe: StripeGateway | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function paymentsConfig(stripe: StripeGateway | null): PaymentsConfig {
  return {
    online: stripe !== null,
    offers: Object.values(OFFRES).map(({ lookupKey: _lookupKey, ...offer }) => offer),
  };
}

/** Opens a Stripe Checkout page; the payment row exists only once Stripe has answered. */
export async function startCheckout(
  deps: PaymentsDeps,
  userId: string,
  offerId: OffreId,
): Promise<{ url: string }> {
  const gateway = requireStripe(deps.stripe);
  if (await readPaidStatus(deps.database, userId)) {
    throw new HttpError(409, 'deja_payant', 'Ton compte a déjà accès aux niveaux payants.');
  }
  const offer = OFFRES[offerId];
  const customerId = await findCustomerId(deps.database, userId);
  const customer = customerId
    ? { customer: customerId }
    : offer.mode === 'payment'
      ? { customer_creation: 'always' as const }
      : {};
  const session = await callStripe(deps.log, async () =>
    gateway.client.checkout.sessions.create({
      mode: offer.mode,
      line_items: [{ price: await gateway.priceId(offerId), quantity: 1 }],
      client_reference_id: userId,
      metadata: { offer: offerId },
      locale: 'fr',
      success_url: `${deps.publicUrl}/app/offres?paiement=ok&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.publicUrl}/app/offres?paiement=annule`,
      ...customer,
    }),
  );
  if (!session.url) throw stripeUnreachable();
  await insertPendingPayment(deps.database, {
    userId,
    offer: offerId,
    checkoutSessionId: session.id,
    customerId,
  });
  return { url: session.url };
}

const noSuchPayment = () =>
  new HttpError(404, 'paiement_introuvable', 'Aucun paiement à ce numéro sur ton compte.');

/** The student's return from Checkout: asks Stripe, records a paid session (as the webhook would). */
export async function verifyCheckout(
  deps: PaymentsDeps,
  userId: string,
  sessionId: string,
): Promise<VerifyResponse> {
  const gateway = requireStripe(deps.stripe);
  const payment = await findBySession(deps.database, sessionId);
  if (!payment || payment.userId !== userId) throw noSuchPayment();
  await callStripe(deps.log, async () => {
    const session = await gateway.client.checkout.sessions.retrieve(sessionId);
    await applyCheckoutSession(deps.database, gateway, deps.log, session);
  });
  const updated = (await findBySession(deps.database, sessionId)) ?? payment;
  return {
    offer: updated.offer,
    status: updated.status,
    isPaid: await refreshPaidStatus(deps.database, userId),
  };
}

/** Stripe's customer portal (invoices, cancelling the subscription) for the caller. */
export async function openPortal(deps: PaymentsDeps, userId: string): Promise<{ url: string }> {
  const gateway = requireStripe(deps.stripe);
  const customer = await findCustomerId(deps.database, userId);
  if (!customer) {
    throw new HttpError(
      404,
      'client_introuvable',
      'Aucun paiement n’est lié à ton compte : rien à gérer pour l’instant.',
    );
  }
  const session = await callStripe(deps.log, () =>
    gateway.client.billingPortal.sessions.create({ customer, return_url: `${deps.publicUrl}/app/offres` }),
  );
  return { url: session.url };
}
