import {
  needsParentToPay,
  OFFRES,
  type OffreId,
  type PaymentsConfig,
  type VerifyResponse,
} from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { studentAge } from '../parents';
import type { ClassMembersReader } from './class-members-port';
import { applyCheckoutSession } from './complete-checkout';
import { readPaidStatus, refreshPaidStatus } from './paid-status';
import { findBySession, findCustomerId, insertPendingPayment, type PaymentRow } from './payments.repository';
import { callStripe, requireStripe, type StripeGateway, stripeUnreachable } from './stripe-gateway';

/** What the payment use cases need: the database, Stripe (null when closed), the app's address. */
export interface PaymentsDeps {
  database: DatabaseHandle;
  stripe: StripeGateway | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The students of a class, for a class licence paid (wired in app.ts). */
  classMembers: ClassMembersReader;
}

export function paymentsConfig(stripe: StripeGateway | null): PaymentsConfig {
  return {
    online: stripe !== null,
    offers: Object.values(OFFRES).map(({ lookupKey: _lookupKey, ...offer }) => offer),
  };
}

/** Who opens a Checkout for a student: the student, or a parent through their request. */
export interface CheckoutFor {
  studentId: string;
  offerId: OffreId;
  /** Where Stripe sends the payer back (`?paiement=ok&session_id=…` or `?paiement=annule`). */
  returnPath: string;
  parentRequest?: { id: string; email: string };
}

/**
 * Opens a Stripe Checkout page for the student; the payment row exists only once Stripe has
 * answered. A parent's session carries their e-mail for the receipt and their request's id.
 */
export async function openCheckout(deps: PaymentsDeps, input: CheckoutFor): Promise<{ url: string }> {
  const gateway = requireStripe(deps.stripe);
  const offer = OFFRES[input.offerId];
  const customerId = await findCustomerId(deps.database, input.studentId);
  const customer = customerId
    ? { customer: customerId }
    : {
        ...(input.parentRequest ? { customer_email: input.parentRequest.email } : {}),
        ...(offer.mode === 'payment' ? { customer_creation: 'always' as const } : {}),
      };
  const returnTo = `${deps.publicUrl}${input.returnPath}`;
  const session = await callStripe(deps.log, async () =>
    gateway.client.checkout.sessions.create({
      mode: offer.mode,
      line_items: [{ price: await gateway.priceId(input.offerId), quantity: 1 }],
      client_reference_id: input.studentId,
      metadata: {
        offer: input.offerId,
        ...(input.parentRequest ? { parent_request: input.parentRequest.id } : {}),
      },
      locale: 'fr',
      success_url: `${returnTo}?paiement=ok&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${returnTo}?paiement=annule`,
      ...customer,
    }),
  );
  if (!session.url) throw stripeUnreachable();
  await insertPendingPayment(deps.database, {
    userId: input.studentId,
    offer: input.offerId,
    checkoutSessionId: session.id,
    customerId,
    parentRequestId: input.parentRequest?.id ?? null,
  });
  return { url: session.url };
}

/** An adult student pays for themselves; a minor sends the request to a parent instead. */
export async function startCheckout(
  deps: PaymentsDeps,
  userId: string,
  offerId: OffreId,
): Promise<{ url: string }> {
  requireStripe(deps.stripe);
  if (await readPaidStatus(deps.database, userId)) {
    throw new HttpError(409, 'deja_payant', 'Ton compte a déjà accès aux niveaux payants.');
  }
  if (needsParentToPay(await studentAge(deps.database, userId))) {
    throw new HttpError(
      403,
      'parent_requis',
      'Tu as moins de 18\u00a0ans\u202f: c’est un parent qui paie. Envoie-lui la demande depuis cette page.',
    );
  }
  return openCheckout(deps, { studentId: userId, offerId, returnPath: '/app/offres' });
}

/** Asks Stripe where a session stands and records it exactly as the webhook would. */
export async function settleFromStripe(deps: PaymentsDeps, payment: PaymentRow): Promise<VerifyResponse> {
  const gateway = requireStripe(deps.stripe);
  await callStripe(deps.log, async () => {
    const session = await gateway.client.checkout.sessions.retrieve(payment.checkoutSessionId);
    await applyCheckoutSession(deps.database, gateway, deps.log, session);
  });
  const updated = (await findBySession(deps.database, payment.checkoutSessionId)) ?? payment;
  return {
    offer: updated.offer,
    status: updated.status,
    isPaid: await refreshPaidStatus(deps.database, payment.userId),
  };
}

const noSuchPayment = () =>
  new HttpError(404, 'paiement_introuvable', 'Aucun paiement à ce numéro sur ton compte.');

/** The student's return from Checkout: only their own session is answered. */
export async function verifyCheckout(
  deps: PaymentsDeps,
  userId: string,
  sessionId: string,
): Promise<VerifyResponse> {
  requireStripe(deps.stripe);
  const payment = await findBySession(deps.database, sessionId);
  if (!payment || payment.userId !== userId) throw noSuchPayment();
  return settleFromStripe(deps, payment);
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
