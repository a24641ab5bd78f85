import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripeServer } from '../../../test/fake-stripe-server';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { checkout, isPaid, sendEvent, sessionIdOf, stripeEvent } from './payments-test-support';

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

describe(`webhook Stripe (${testDatabaseKind})`, () => {
  let stripe: FakeStripeServer;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    t = await buildTestApp(stripe.env);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** A student who went through Checkout and paid; Stripe's own copy of the session. */
  async function paidCheckout(offer: 'premium' | 'abonnement', options = {}) {
    const user = await createTestUser(t);
    const id = sessionIdOf((await checkout(t, user, offer)).json().url);
    const session = stripe.completeSession(id, options);
    return { user, session };
  }

  const subscriptionOf = (session: Record<string, unknown>) =>
    stripe.subscriptions.get(session.subscription as string)!;
  const withPeriod = (subscription: Record<string, unknown>, status: string, periodEnd: number) => ({
    ...subscription,
    status,
    items: {
      object: 'list',
      data: [{ id: 'si_1', object: 'subscription_item', current_period_end: periodEnd }],
    },
  });

  async function paymentOf(user: TestUser) {
    const [row] = await t.database.query<{ status: string }>(
      'SELECT status FROM payments WHERE user_id = $1',
      [user.id],
    );
    return row?.status;
  }

  it('checkout.session.completed : paiement unique enregistré, payant à vie', async () => {
    const { user, session } = await paidCheckout('premium');
    const response = await sendEvent(t, stripeEvent('checkout.session.completed', session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await isPaid(t, user)).toBe(true);
    expect(await paymentOf(user)).toBe('paye');
  });

  it('un événement reçu deux fois n’est traité qu’une fois', async () => {
    const { user, session } = await paidCheckout('abonnement');
    await sendEvent(t, stripeEvent('checkout.session.completed', session));
    const subscription = subscriptionOf(session);
    const failed = stripeEvent('invoice.payment_failed', {
      id: 'in_2',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    await sendEvent(t, failed);
    expect(await paymentOf(user)).toBe('impaye');
    const renewed = withPeriod(subscription, 'active', now() + 60 * DAY);
    await sendEvent(t, stripeEvent('customer.subscription.updated', renewed, { created: now() + 5 }));
    expect(await paymentOf(user)).toBe('actif');
    // Stripe delivers the failure again: already handled, the renewal stands.
    const repeat = await sendEvent(t, failed);
    expect(repeat.statusCode).toBe(200);
    expect(await paymentOf(user)).toBe('actif');
    const [events] = await t.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM payment_events WHERE event_id = $1',
      [failed.id],
    );
    expect(events?.count).toBe(1);
  });

  it('charge.refunded : le remboursement retire l’accès à vie, la progression reste', async () => {
    const { user, session } = await paidCheckout('premium');
    await sendEvent(t, stripeEvent('checkout.session.completed', session));
    await t.database.query('INSERT INTO progression (user_id, level, xp) VALUES ($1, 12, 1100)', [user.id]);
    const partial = { id: 'ch_2', object: 'charge', payment_intent: session.payment_intent, refunded: false };
    await sendEvent(t, stripeEvent('charge.refunded', partial));
    expect(await isPaid(t, user)).toBe(true);
    await sendEvent(t, stripeEvent('charge.refunded', { ...partial, refunded: true }));
    expect(await isPaid(t, user)).toBe(false);
    expect(await paymentOf(user)).toBe('rembourse');
    const [row] = await t.database.query<{ level: number }>(
      'SELECT level FROM progression WHERE user_id = $1',
      [user.id],
    );
    expect(row?.level).toBe(12);
    const progression = await t.app.inject({
      method: 'GET',
      url: `/api/progression/${user.id}`,
      headers: user.headers,
    });
    expect(progression.json()).toMatchObject({ isPaid: false });
  });

  it('abonnement : actif, échec de renouvellement sans perte avant la fin, puis résilié à la fin', async () => {
    const { user, session } = await paidCheckout('abonnement');
    await sendEvent(t, stripeEvent('checkout.session.completed', session));
    expect(await isPaid(t, user)).toBe(true);
    expect(await paymentOf(user)).toBe('actif');
    const subscription = subscriptionOf(session);

    const failed = stripeEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    await sendEvent(t, failed);
    expect(await paymentOf(user)).toBe('impaye');
    expect(await isPaid(t, user)).toBe(true);

    // Renewal still unpaid: Stripe moves the period on, access does not follow.
    const pastDue = withPeriod(subscription, 'past_due', now() + 60 * DAY);
    await sendEvent(t, stripeEvent('customer.subscription.updated', pastDue, { created: now() + 1 }));
    const [row] = await t.database.query<{ paid_until: Date }>(
      'SELECT paid_until FROM payments WHERE subscription_id = $1',
      [subscription.id],
    );
    expect(new Date(row!.paid_until).getTime()).toBeLessThan((now() + 31 * DAY) * 1000);

    // The period has ended: Stripe deletes the subscription.
    const ended = withPeriod(subscription, 'canceled', now() - 1);
    await sendEvent(t, stripeEvent('customer.subscription.deleted', ended, { created: now() + 2 }));
    expect(await paymentOf(user)).toBe('resilie');
    expect(await isPaid(t, user)).toBe(false);

    // A late "active" never brings a deleted subscription back.
    const late = withPeriod(subscription, 'active', now() + 30 * DAY);
    await sendEvent(t, stripeEvent('customer.subscription.updated', late, { created: now() + 3 }));
    expect(await isPaid(t, user)).toBe(false);
  });

  it('abonnement résilié en cours de mois : payant jusqu’à la fin de la période', async () => {
    const { user, session } = await paidCheckout('abonnement');
    await sendEvent(t, stripeEvent('checkout.session.completed', session));
    const subscription = subscriptionOf(session);
    const cancelled = withPeriod(subscription, 'canceled', now() + 10 * DAY);
    await sendEvent(t, stripeEvent('customer.subscription.deleted', cancelled, { created: now() + 1 }));
    expect(await paymentOf(user)).toBe('resilie');
    expect(await isPaid(t, user)).toBe(true);
  });

  it('événements dans le désordre : un état plus ancien ne remplace pas le plus récent', async () => {
    const { user, session } = await paidCheckout('abonnement');
    await sendEvent(t, stripeEvent('checkout.session.completed', session));
    const subscription = subscriptionOf(session);
    const newer = withPeriod(subscription, 'active', now() + 60 * DAY);
    const older = withPeriod(subscription, 'unpaid', now() + 30 * DAY);
    await sendEvent(t, stripeEvent('customer.subscription.updated', newer, { created: now() + 20 }));
    await sendEvent(t, stripeEvent('customer.subscription.updated', older, { created: now() + 10 }));
    expect(await paymentOf(user)).toBe('actif');
    expect(await isPaid(t, user)).toBe(true);
  });

  it('abonnement mis à jour avant la fin du paiement : la session complétée lit l’état actuel', async () => {
    const user = await createTestUser(t);
    const id = sessionIdOf((await checkout(t, user, 'abonnement')).json().url);
    const session = stripe.completeSession(id);
    const early = withPeriod(subscriptionOf(session), 'active', now() + 30 * DAY);
    const ignored = await sendEvent(t, stripeEvent('customer.subscription.updated', early));
    expect(ignored.statusCode).toBe(200);
    expect(await isPaid(t, user)).toBe(false);
    await sendEvent(t, stripeEvent('checkout.session.completed', session));
    expect(await isPaid(t, user)).toBe(true);
  });

  it('signature forgée, absente ou trop ancienne : 400 et rien ne change', async () => {
    const user = await createTestUser(t);
    const id = sessionIdOf((await checkout(t, user, 'premium')).json().url);
    const session = stripe.completeSession(id);
    const event = stripeEvent('checkout.session.completed', session);
    const forged = await sendEvent(t, event, { secret: 'whsec_pirate' });
    const replayed = await sendEvent(t, event, { timestamp: now() - 3600 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    for (const response of [forged, replayed, unsigned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'signature_invalide' });
    }
    expect(await isPaid(t, user)).toBe(false);
    expect(await paymentOf(user)).toBe('en_attente');
    const seen = await t.database.query('SELECT 1 FROM payment_events WHERE event_id = $1', [event.id]);
    expect(seen).toHaveLength(0);
  });

  it('session inconnue : 200, rien ne change', async () => {
    const response = await sendEvent(
      t,
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_inconnue',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: null,
      }),
    );
    expect(response.statusCode).toBe(200);
    const rows = await t.database.query('SELECT 1 FROM payments WHERE checkout_session_id = $1', [
      'cs_test_inconnue',
    ]);
    expect(rows).toHaveLength(0);
  });

  it('un webhook ne retire jamais le statut payant donné par l’équipe', async () => {
    const { user, session } = await paidCheckout('premium');
    await sendEvent(t, stripeEvent('checkout.session.completed', session));
    const staff = await createTestUser(t, { isStaff: true });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/paid`,
      headers: staff.headers,
      payload: { value: true },
    });
    await sendEvent(
      t,
      stripeEvent('charge.refunded', {
        id: 'ch_3',
        object: 'charge',
        payment_intent: session.payment_intent,
        refunded: true,
      }),
    );
    expect(await isPaid(t, user)).toBe(true);
  });
});
