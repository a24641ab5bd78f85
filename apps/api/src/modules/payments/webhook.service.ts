import type Stripe from 'stripe';
import { HttpError } from '../../plugins/errors';
import { applyClassLicenceSession } from './class-licence.service';
import { applyCheckoutSession, idOf, periodEnd, subscriptionState } from './complete-checkout';
import { refreshPaidStatus } from './paid-status';
import {
  applySubscriptionState,
  claimEvent,
  findByPaymentIntent,
  findBySubscription,
  markRefunded,
  markRenewalFailed,
  releaseEvent,
} from './payments.repository';
import type { PaymentsDeps } from './payments.service';
import { callStripe, requireStripe, type StripeGateway } from './stripe-gateway';

const badSignature = () =>
  new HttpError(400, 'signature_invalide', 'Signature Stripe absente, invalide ou trop ancienne.');

/** A signed event, or a 400: forged, altered or replayed after Stripe's 5-minute tolerance. */
function readEvent(
  gateway: StripeGateway,
  body: unknown,
  signature: string | string[] | undefined,
): Stripe.Event {
  if (!Buffer.isBuffer(body) || typeof signature !== 'string') throw badSignature();
  try {
    return gateway.client.webhooks.constructEvent(body, signature, gateway.webhookSecret);
  } catch {
    throw badSignature();
  }
}

/** Handles one Stripe event once, whatever the number of deliveries. */
export async function handleWebhook(
  deps: PaymentsDeps,
  body: unknown,
  signature: string | string[] | undefined,
) {
  const gateway = requireStripe(deps.stripe);
  const event = readEvent(gateway, body, signature);
  if (!(await claimEvent(deps.database, event.id, event.type))) {
    deps.log.info({ event: event.id }, 'paiement : événement Stripe déjà traité');
    return { received: true as const };
  }
  try {
    await dispatch(deps, gateway, event);
  } catch (error) {
    // Not recorded as processed: Stripe delivers it again later.
    await releaseEvent(deps.database, event.id);
    throw error;
  }
  return { received: true as const };
}

function unknown(deps: PaymentsDeps, event: Stripe.Event, what: string): void {
  deps.log.warn({ event: event.id, type: event.type }, `paiement : ${what} inconnu(e), événement ignoré`);
}

async function dispatch(deps: PaymentsDeps, gateway: StripeGateway, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const known = await callStripe(
        deps.log,
        async () =>
          (await applyCheckoutSession(deps.database, gateway, deps.log, session)) ||
          (await applyClassLicenceSession(deps, deps.classMembers, session)),
      );
      if (!known) unknown(deps, event, 'session');
      return;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return onSubscriptionChange(
        deps,
        event,
        event.data.object,
        event.type === 'customer.subscription.deleted',
      );
    case 'invoice.payment_failed':
      return onRenewalFailed(deps, event, event.data.object);
    case 'charge.refunded':
      return onRefund(deps, event, event.data.object);
    default:
      deps.log.info({ type: event.type }, 'paiement : type d’événement non suivi');
  }
}

async function onSubscriptionChange(
  deps: PaymentsDeps,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<void> {
  const payment = await findBySubscription(deps.database, subscription.id);
  if (!payment) return unknown(deps, event, 'abonnement');
  const state = deleted
    ? {
        status: 'resilie' as const,
        currentPeriodEnd: periodEnd(subscription),
        access: 'clip' as const,
        at: event.created,
      }
    : subscriptionState(subscription, event.created);
  if (!(await applySubscriptionState(deps.database, subscription.id, state))) {
    deps.log.info(
      { event: event.id },
      'paiement : état d’abonnement plus ancien que celui enregistré, ignoré',
    );
  }
  await refreshPaidStatus(deps.database, payment.userId);
}

async function onRenewalFailed(
  deps: PaymentsDeps,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const payment = subscriptionId ? await findBySubscription(deps.database, subscriptionId) : null;
  if (!payment || !subscriptionId) return unknown(deps, event, 'abonnement');
  await markRenewalFailed(deps.database, subscriptionId);
  await refreshPaidStatus(deps.database, payment.userId);
}

/** A full refund of the lifetime purchase takes its access away; progress stays. */
async function onRefund(deps: PaymentsDeps, event: Stripe.Event, charge: Stripe.Charge): Promise<void> {
  const paymentIntentId = idOf(charge.payment_intent);
  const payment = paymentIntentId ? await findByPaymentIntent(deps.database, paymentIntentId) : null;
  if (!payment) return unknown(deps, event, 'paiement');
  if (payment.offer !== 'premium' || !charge.refunded) {
    deps.log.info({ event: event.id }, 'paiement : remboursement partiel ou d’abonnement, accès inchangé');
    return;
  }
  await markRefunded(deps.database, payment.id);
  await refreshPaidStatus(deps.database, payment.userId);
}
