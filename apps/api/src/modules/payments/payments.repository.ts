import type { OffreId, PaymentStatus } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export interface PaymentRow {
  id: string;
  userId: string;
  offer: OffreId;
  checkoutSessionId: string;
  customerId: string | null;
  subscriptionId: string | null;
  status: PaymentStatus;
  stripeEventAt: number;
  /** The parent's request this session was opened from; null when the student paid. */
  parentRequestId: string | null;
}

type Row = {
  id: string;
  user_id: string;
  offer: OffreId;
  checkout_session_id: string;
  customer_id: string | null;
  subscription_id: string | null;
  status: PaymentStatus;
  stripe_event_at: string | number;
  parent_request_id: string | null;
};

const toPayment = (row: Row): PaymentRow => ({
  id: row.id,
  userId: row.user_id,
  offer: row.offer,
  checkoutSessionId: row.checkout_session_id,
  customerId: row.customer_id,
  subscriptionId: row.subscription_id,
  status: row.status,
  stripeEventAt: Number(row.stripe_event_at),
  parentRequestId: row.parent_request_id,
});

const COLUMNS =
  'id, user_id, offer, checkout_session_id, customer_id, subscription_id, status, stripe_event_at, parent_request_id';

async function findOne(database: DatabaseHandle, where: string, value: string): Promise<PaymentRow | null> {
  const [row] = await database.query<Row>(`SELECT ${COLUMNS} FROM payments WHERE ${where} = $1`, [value]);
  return row ? toPayment(row) : null;
}

export const findBySession = (database: DatabaseHandle, sessionId: string) =>
  findOne(database, 'checkout_session_id', sessionId);
export const findBySubscription = (database: DatabaseHandle, subscriptionId: string) =>
  findOne(database, 'subscription_id', subscriptionId);
export const findByPaymentIntent = (database: DatabaseHandle, paymentIntentId: string) =>
  findOne(database, 'payment_intent_id', paymentIntentId);

export async function insertPendingPayment(
  database: DatabaseHandle,
  payment: {
    userId: string;
    offer: OffreId;
    checkoutSessionId: string;
    customerId: string | null;
    parentRequestId: string | null;
  },
): Promise<void> {
  await database.query(
    `INSERT INTO payments (user_id, offer, checkout_session_id, customer_id, parent_request_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [payment.userId, payment.offer, payment.checkoutSessionId, payment.customerId, payment.parentRequestId],
  );
}

/** The Stripe customer of the user's latest payment, for the portal and the next Checkout. */
export async function findCustomerId(database: DatabaseHandle, userId: string): Promise<string | null> {
  const [row] = await database.query<{ customer_id: string }>(
    `SELECT customer_id FROM payments WHERE user_id = $1 AND customer_id IS NOT NULL
     ORDER BY updated_at DESC LIMIT 1`,
    [userId],
  );
  return row?.customer_id ?? null;
}

/** A lifetime purchase paid: never undone except by a refund. */
export async function markLifetimePaid(
  database: DatabaseHandle,
  sessionId: string,
  ids: { customerId: string | null; paymentIntentId: string | null },
): Promise<void> {
  await database.query(
    `UPDATE payments SET status = 'paye', customer_id = coalesce($2, customer_id),
       payment_intent_id = coalesce($3, payment_intent_id), updated_at = now()
     WHERE checkout_session_id = $1 AND status = 'en_attente'`,
    [sessionId, ids.customerId, ids.paymentIntentId],
  );
}

export async function markRefunded(database: DatabaseHandle, paymentId: string): Promise<void> {
  await database.query(`UPDATE payments SET status = 'rembourse', updated_at = now() WHERE id = $1`, [
    paymentId,
  ]);
}

/** Links a completed subscription Checkout to its subscription and customer. */
export async function linkSubscription(
  database: DatabaseHandle,
  sessionId: string,
  ids: { customerId: string | null; subscriptionId: string },
): Promise<void> {
  await database.query(
    `UPDATE payments SET subscription_id = $2, customer_id = coalesce($3, customer_id), updated_at = now()
     WHERE checkout_session_id = $1`,
    [sessionId, ids.subscriptionId, ids.customerId],
  );
}

export interface SubscriptionState {
  status: Extract<PaymentStatus, 'actif' | 'impaye' | 'resilie'>;
  /** Stripe's current period end (seconds), or null when unknown. */
  currentPeriodEnd: number | null;
  /**
   * What the state does to access: extend (a paid period runs to its end), keep (a failed
   * renewal extends nothing), clip (the subscription ended: access stops at that period's end).
   */
  access: 'extend' | 'keep' | 'clip';
  /** Stripe's timestamp of this state (seconds): an older one never overrides a newer one. */
  at: number;
}

/**
 * Applies a subscription state unless a newer one is stored or the subscription already
 * ended (a deleted subscription never comes back). Returns false when it was ignored.
 */
export async function applySubscriptionState(
  database: DatabaseHandle,
  subscriptionId: string,
  state: SubscriptionState,
): Promise<boolean> {
  const period = state.currentPeriodEnd === null ? null : new Date(state.currentPeriodEnd * 1000);
  const rows = await database.query<{ id: string }>(
    `UPDATE payments SET status = $2,
       current_period_end = coalesce($3::timestamptz, current_period_end),
       paid_until = CASE
         WHEN $3::timestamptz IS NULL THEN paid_until
         WHEN $4 = 'extend' THEN greatest(coalesce(paid_until, $3::timestamptz), $3::timestamptz)
         WHEN $4 = 'clip' THEN least(coalesce(paid_until, $3::timestamptz), $3::timestamptz)
         ELSE paid_until END,
       stripe_event_at = $5, updated_at = now()
     WHERE subscription_id = $1 AND stripe_event_at <= $5 AND status <> 'resilie'
     RETURNING id`,
    [subscriptionId, state.status, period, state.access, state.at],
  );
  return rows.length > 0;
}

/** A failed renewal: flagged, but access runs to the end of the period already paid. */
export async function markRenewalFailed(database: DatabaseHandle, subscriptionId: string): Promise<void> {
  await database.query(
    `UPDATE payments SET status = 'impaye', updated_at = now()
     WHERE subscription_id = $1 AND status = 'actif'`,
    [subscriptionId],
  );
}

/** True the first time an event id is seen; false for a repeat delivery. */
export async function claimEvent(database: DatabaseHandle, eventId: string, type: string): Promise<boolean> {
  const rows = await database.query<{ event_id: string }>(
    `INSERT INTO payment_events (event_id, type) VALUES ($1, $2)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [eventId, type],
  );
  return rows.length > 0;
}

/** Lets Stripe's retry handle an event whose processing failed midway. */
export async function releaseEvent(database: DatabaseHandle, eventId: string): Promise<void> {
  await database.query('DELETE FROM payment_events WHERE event_id = $1', [eventId]);
}

export interface PlanRow {
  offer: OffreId;
  status: PaymentStatus;
  paidUntil: Date | null;
  byParent: boolean;
}

/**
 * The payment that says the most about the student's access: a lifetime purchase still valid
 * first, else the subscription paid furthest, else the latest settled one (ended, refunded).
 */
export async function findPlanPayment(database: DatabaseHandle, userId: string): Promise<PlanRow | null> {
  const [row] = await database.query<{
    offer: OffreId;
    status: PaymentStatus;
    paid_until: Date | string | null;
    parent_request_id: string | null;
  }>(
    `SELECT offer, status, paid_until, parent_request_id FROM payments
     WHERE user_id = $1 AND status <> 'en_attente'
     ORDER BY (offer = 'premium' AND status = 'paye') DESC, paid_until DESC NULLS LAST, updated_at DESC
     LIMIT 1`,
    [userId],
  );
  if (!row) return null;
  return {
    offer: row.offer,
    status: row.status,
    paidUntil: row.paid_until === null ? null : new Date(row.paid_until),
    byParent: row.parent_request_id !== null,
  };
}

export async function readStaffGrant(database: DatabaseHandle, userId: string): Promise<boolean> {
  const [row] = await database.query<{ paid_by_staff: boolean }>(
    'SELECT paid_by_staff FROM users WHERE id = $1',
    [userId],
  );
  return row?.paid_by_staff ?? false;
}
