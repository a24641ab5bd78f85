import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripeServer } from '../../../test/fake-stripe-server';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { checkout, isPaid, sessionIdOf, verify } from './payments-test-support';

describe(`paiements sans Stripe configuré (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('donne les offres avec online: false, et refuse le paiement en 503 en français', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json().online).toBe(false);
    expect(config.json().offers).toEqual([
      expect.objectContaining({ id: 'premium', amountCents: 3000, mode: 'payment', interval: null }),
      expect.objectContaining({
        id: 'abonnement',
        amountCents: 500,
        mode: 'subscription',
        interval: 'month',
      }),
    ]);
    const user = await createTestUser(t);
    for (const url of ['/api/payments/checkout', '/api/payments/verify', '/api/payments/portal']) {
      const body = url.endsWith('checkout')
        ? { offer: 'premium' }
        : url.endsWith('verify')
          ? { sessionId: 'cs_x' }
          : {};
      const response = await t.app.inject({ method: 'POST', url, headers: user.headers, payload: body });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'paiement_ferme' });
    }
    expect(await isPaid(t, user)).toBe(false);
  });
});

describe(`paiements avec un Stripe local (${testDatabaseKind})`, () => {
  let stripe: FakeStripeServer;
  let t: TestApp;
  let student: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    t = await buildTestApp({ ...stripe.env, PUBLIC_URL: 'https://declic.example' });
    student = await createTestUser(t);
    other = await createTestUser(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('config : online: true une fois les deux clés posées', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toMatchObject({ online: true });
    expect(JSON.stringify(config.json())).not.toContain('lookup');
  });

  it('checkout premium : crée les prix manquants, puis une session en mode payment à 30 €', async () => {
    const response = await checkout(t, student, 'premium');
    expect(response.statusCode).toBe(200);
    const id = sessionIdOf(response.json().url);
    const session = stripe.sessions.get(id)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 3000,
      client_reference_id: student.id,
      success_url: 'https://declic.example/app/offres?paiement=ok&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://declic.example/app/offres?paiement=annule',
    });
    expect(stripe.prices.map((price) => [price.lookup_key, price.unit_amount, price.recurring])).toEqual(
      expect.arrayContaining([
        ['declic_premium_30', 3000, null],
        ['declic_abonnement_5', 500, { interval: 'month', interval_count: 1 }],
      ]),
    );
    const products = stripe.requests.filter((request) => request.path === '/v1/products');
    expect(products).toEqual([expect.objectContaining({ params: { name: 'Déclic Premium' } })]);
  });

  it('checkout abonnement : mode subscription à 5 €, prix retrouvés par clé sans en recréer', async () => {
    const before = stripe.prices.length;
    const response = await checkout(t, other, 'abonnement');
    const session = stripe.sessions.get(sessionIdOf(response.json().url))!;
    expect(session).toMatchObject({ mode: 'subscription', amount_total: 500, client_reference_id: other.id });
    expect(stripe.prices).toHaveLength(before);
  });

  it('refuse une offre inconnue', async () => {
    const response = await checkout(t, student, 'gratuit');
    expect(response.statusCode).toBe(400);
  });

  it('verify d’une session payée : statut payant, et le niveau 11 s’ouvre', async () => {
    const buyer = await createTestUser(t);
    await setTestLevel(t.database, buyer.id, 11, { paid: false });
    const locked = await t.app.inject({ method: 'GET', url: '/api/levels/11/steps', headers: buyer.headers });
    expect(locked.json()).toMatchObject({ code: 'niveau_payant' });

    const id = sessionIdOf((await checkout(t, buyer, 'premium')).json().url);
    const pending = await verify(t, buyer, id);
    expect(pending.json()).toEqual({ offer: 'premium', status: 'en_attente', isPaid: false });

    stripe.completeSession(id);
    const paid = await verify(t, buyer, id);
    expect(paid.json()).toEqual({ offer: 'premium', status: 'paye', isPaid: true });
    expect((await verify(t, buyer, id)).json()).toEqual({ offer: 'premium', status: 'paye', isPaid: true });
    const open = await t.app.inject({ method: 'GET', url: '/api/levels/11/steps', headers: buyer.headers });
    expect(open.statusCode).toBe(200);

    const again = await checkout(t, buyer, 'abonnement');
    expect(again.statusCode).toBe(409);

    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers: buyer.headers,
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const portalRequest = stripe.requests.findLast(
      (request) => request.path === '/v1/billing_portal/sessions',
    );
    expect(portalRequest?.params).toEqual({
      customer: stripe.sessions.get(id)!.customer,
      return_url: 'https://declic.example/app/offres',
    });
  });

  it('verify de la session d’un autre élève : 404, rien ne change', async () => {
    const owner = await createTestUser(t);
    const thief = await createTestUser(t);
    const id = sessionIdOf((await checkout(t, owner, 'premium')).json().url);
    stripe.completeSession(id);
    const response = await verify(t, thief, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'paiement_introuvable' });
    expect(await isPaid(t, thief)).toBe(false);
    expect((await verify(t, thief, 'cs_inexistante')).statusCode).toBe(404);
  });

  it('portail sans paiement : 404 en français', async () => {
    const nobody = await createTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers: nobody.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('Aucun paiement');
  });

  it('un élève ne se déclare jamais payant par une autre route', async () => {
    const cheat = await createTestUser(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/progression/${cheat.id}`,
      headers: cheat.headers,
      payload: { level: 11, xp: 1000, quests: [], perks: [], isPaid: true },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${cheat.id}/paid`,
      headers: cheat.headers,
      payload: { value: true },
    });
    expect(paid.statusCode).toBe(403);
    const progression = await t.app.inject({
      method: 'GET',
      url: `/api/progression/${cheat.id}`,
      headers: cheat.headers,
    });
    expect(progression.json().isPaid).toBe(false);
    expect(await isPaid(t, cheat)).toBe(false);
  });

  it('le statut payant donné par l’équipe tient toujours', async () => {
    const staff = await createTestUser(t, { isStaff: true });
    const granted = await createTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${granted.id}/paid`,
      headers: staff.headers,
      payload: { value: true },
    });
    expect(response.json().isPaid).toBe(true);
    expect(await isPaid(t, granted)).toBe(true);
  });
});

describe(`Stripe injoignable (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was just freed: nothing answers there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_declic',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_declic',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    });
  });
  afterAll(() => t?.close());

  it('checkout : 503 en français, et aucun paiement enregistré', async () => {
    const user = await createTestUser(t);
    const response = await checkout(t, user, 'abonnement');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'paiement_indisponible',
      message: 'Le paiement en ligne ne répond pas. Réessaie dans un instant.',
    });
    const rows = await t.database.query('SELECT 1 FROM payments WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
    expect(await isPaid(t, user)).toBe(false);
  }, 30_000);
});
