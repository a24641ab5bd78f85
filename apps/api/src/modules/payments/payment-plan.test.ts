import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripeServer } from '../../../test/fake-stripe-server';
import { createTestUser, type TestUser, testDatabaseKind } from '../../../test/helper';
import type { AccountsTestApp } from '../auth/auth.test-support';
import { buildStripeTestApp, checkout, sessionIdOf, verify } from './payments-test-support';

let stripe: FakeStripeServer;
let t: AccountsTestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ stripe, t, close } = await buildStripeTestApp());
}, 60_000);
afterAll(() => close?.());

const plan = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/plan', headers: user.headers })).json();

async function paidBy(user: TestUser, offer: 'premium' | 'abonnement', periodEnd?: number) {
  const id = sessionIdOf((await checkout(t, user, offer)).json().url);
  stripe.completeSession(id, { currentPeriodEnd: periodEnd });
  expect((await verify(t, user, id)).json().isPaid).toBe(true);
}

describe(`mon offre, telle que le profil la montre (${testDatabaseKind})`, () => {
  it('sans paiement : gratuit ; donné par l’équipe : « equipe »', async () => {
    const student = await createTestUser(t);
    expect(await plan(student)).toEqual({
      access: 'gratuit',
      status: null,
      until: null,
      renews: false,
      paidBy: null,
      canManage: false,
    });
    await t.database.query('UPDATE users SET paid_by_staff = true WHERE id = $1', [student.id]);
    expect(await plan(student)).toMatchObject({ access: 'equipe', paidBy: 'equipe', canManage: false });
  });

  it('parcours premium payé par l’élève : à vie, factures accessibles', async () => {
    const student = await createTestUser(t);
    await paidBy(student, 'premium');
    expect(await plan(student)).toEqual({
      access: 'premium',
      status: 'paye',
      until: null,
      renews: false,
      paidBy: 'eleve',
      canManage: true,
    });
  });

  it('abonnement : renouvelé à la fin de la période payée, puis terminé après résiliation', async () => {
    const student = await createTestUser(t);
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
    await paidBy(student, 'abonnement', periodEnd);
    expect(await plan(student)).toMatchObject({
      access: 'abonnement',
      status: 'actif',
      renews: true,
      until: new Date(periodEnd * 1000).toISOString(),
    });
    await t.database.query(
      `UPDATE payments SET status = 'resilie', paid_until = now() - interval '1 day' WHERE user_id = $1`,
      [student.id],
    );
    expect(await plan(student)).toMatchObject({
      access: 'gratuit',
      status: 'resilie',
      renews: false,
      paidBy: null,
    });
  });

  it('payé par un parent : le profil le dit', async () => {
    const minor = await createTestUser(t, { firstName: 'Jade' });
    await t.database.query('UPDATE profiles SET age = 16 WHERE user_id = $1', [minor.id]);
    const parentEmail = 'parent.jade@example.fr';
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/parent-request',
      headers: minor.headers,
      payload: { parentEmail },
    });
    const link = (await t.outbox()).filter((mail) => mail.to === parentEmail).at(-1)?.actionUrl ?? '';
    const token = decodeURIComponent(link.split('#jeton=')[1] ?? '');
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/parents/checkout',
      payload: { token, offer: 'premium', consent: true },
    });
    const sessionId = sessionIdOf(opened.json().url);
    stripe.completeSession(sessionId);
    await t.app.inject({ method: 'POST', url: '/api/parents/verify', payload: { token, sessionId } });
    expect(await plan(minor)).toMatchObject({ access: 'premium', paidBy: 'parent', canManage: true });
  });
});
