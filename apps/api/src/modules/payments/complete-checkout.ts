import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { DatabaseHandle } from '../../db/database';
import { refreshPaidStatus } from './paid-status';
import {
  applySubscriptionState,
  findBySession,
  linkSubscription,
  markLifetimePaid,
  type SubscriptionState,
} from './payments.repository';
import type { StripeGateway } from './stripe-gateway';

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The end of the subscription's current period (on its items since API version 2025-03). */
export function periodEnd(subscription: Stripe.Subscription): number | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter(Number.isFinite);
  return ends.length > 0 ? Math.max(...ends) : null;
}

/** Stripe's subscription status, as our payment status and what it does to access. */
export function subscriptionState(subscription: Stripe.Subscription, at: number): SubscriptionState {
  const currentPeriodEnd = periodEnd(subscription);
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return { status: 'actif', currentPeriodEnd, access: 'extend', at };
    case 'canceled':
    case 'incomplete_expired':
      return { status: 'resilie', currentPeriodEnd, access: 'clip', at };
    default:
      return { status: 'impaye', currentPeriodEnd, access: 'keep', at };
  }
}

export const isPaidSession = (session: Stripe.Checkout.Session) =>
  session.status === 'complete' &&
  (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');

/**
 * Records a Checkout session Stripe says is complete and paid — from the webhook or from the
 * student's return (verify), in any order and any number of times. Returns false for a
 * session we did not open.
 */
export async function applyCheckoutSession(
  database: DatabaseHandle,
  gateway: StripeGateway,
  log: FastifyBaseLogger,
  session: Stripe.Checkout.Session,
): Promise<boolean> {
  const payment = await findBySession(database, session.id);
  if (!payment) return false;
  if (session.client_reference_id !== payment.userId) {
    log.warn({ session: session.id }, 'paiement : la session Stripe ne désigne pas le même élève');
    return true;
  }
  if (!isPaidSession(session)) return true;
  const customerId = idOf(session.customer);
  if (payment.offer === 'premium') {
    await markLifetimePaid(database, session.id, {
      customerId,
      paymentIntentId: idOf(session.payment_intent),
    });
  } else {
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) {
      await linkSubscription(database, session.id, { customerId, subscriptionId });
      // The subscription's state now, whatever order its own events arrive in.
      const subscription = await gateway.client.subscriptions.retrieve(subscriptionId);
      await applySubscriptionState(database, subscriptionId, subscriptionState(subscription, nowSeconds()));
    }
  }
  await refreshPaidStatus(database, payment.userId);
  return true;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
