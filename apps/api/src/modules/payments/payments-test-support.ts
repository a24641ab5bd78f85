import Stripe from 'stripe';
import {
  FAKE_WEBHOOK_SECRET,
  type FakeStripeServer,
  startFakeStripeServer,
} from '../../../test/fake-stripe-server';
import type { TestApp, TestUser } from '../../../test/helper';
import { type AccountsTestApp, buildAccountsTestApp } from '../auth/auth.test-support';

let eventCounter = 0;

/** An event as Stripe sends it: `created` defaults to now (seconds). */
export function stripeEvent(type: string, object: object, overrides: { id?: string; created?: number } = {}) {
  eventCounter += 1;
  return {
    id: overrides.id ?? `evt_test_${Date.now().toString(36)}_${eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: overrides.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  };
}

/** Posts an event to the webhook, signed with the test secret (or the given one, at `timestamp`). */
export function sendEvent(t: TestApp, event: object, signing: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: signing.secret ?? FAKE_WEBHOOK_SECRET,
    timestamp: signing.timestamp,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    // As Stripe sends it.
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

export async function isPaid(t: TestApp, user: TestUser): Promise<boolean> {
  const [row] = await t.database.query<{ is_paid: boolean }>('SELECT is_paid FROM users WHERE id = $1', [
    user.id,
  ]);
  return row?.is_paid ?? false;
}

export function checkout(t: TestApp, user: TestUser, offer: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: user.headers,
    payload: { offer },
  });
}

export function verify(t: TestApp, user: TestUser, sessionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: user.headers,
    payload: { sessionId },
  });
}

/** The Checkout session id of a checkout answer's URL. */
export const sessionIdOf = (url: string) => url.split('/').at(-1) ?? '';

/** An app whose Stripe is the local fake server and whose e-mails land in an outbox. */
export async function buildStripeTestApp(): Promise<{
  stripe: FakeStripeServer;
  t: AccountsTestApp;
  close(): Promise<void>;
}> {
  const stripe = await startFakeStripeServer();
  const t = await buildAccountsTestApp({ ...stripe.env, PUBLIC_URL: 'https://declic.example' });
  return {
    stripe,
    t,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}
