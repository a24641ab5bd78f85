import { PARENT_CONSENT_VERSION, PARENT_MAX_SENDS } from '@declic/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripeServer } from '../../../test/fake-stripe-server';
import { createTestUser, type TestUser, testDatabaseKind } from '../../../test/helper';
import { addMs, DAY_MS } from '../../kernel/clock';
import type { AccountsTestApp } from '../auth/auth.test-support';
import { buildStripeTestApp, checkout, isPaid, sessionIdOf } from './payments-test-support';

let stripe: FakeStripeServer;
let t: AccountsTestApp;
const realNow = () => new Date();

let close: () => Promise<void>;
beforeAll(async () => {
  ({ stripe, t, close } = await buildStripeTestApp());
}, 60_000);
afterAll(() => close?.());
afterEach(() => {
  t.app.clock.now = realNow;
});

/** Moves the server's clock `ms` ahead of the real time. */
const advance = (ms: number) => {
  t.app.clock.now = () => addMs(new Date(), ms);
};
const MINUTES_11 = 11 * 60_000;

async function studentAged(age: number, firstName = 'Chloé'): Promise<TestUser> {
  const user = await createTestUser(t, { firstName });
  await t.database.query('UPDATE profiles SET age = $2 WHERE user_id = $1', [user.id, age]);
  return user;
}

const state = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/payments/parent-request', headers: user.headers });
const ask = (user: TestUser, parentEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/parent-request',
    headers: user.headers,
    payload: { parentEmail },
  });
const resend = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/payments/parent-request/resend', headers: user.headers });
const parentCall = (route: 'offre' | 'checkout' | 'verify', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/parents/${route}`, payload });

/** The token of the last link mailed to the parent. */
async function parentToken(parentEmail: string): Promise<string> {
  const mail = (await t.outbox()).filter((message) => message.to === parentEmail).at(-1);
  const token = mail?.actionUrl?.match(/\/parent#jeton=(.+)$/)?.[1];
  if (!token) throw new Error(`aucun lien envoyé à ${parentEmail}`);
  return decodeURIComponent(token);
}

describe(`un parent paie pour un élève mineur (${testDatabaseKind})`, () => {
  it('un majeur paie lui-même ; un mineur ne peut pas ouvrir Checkout et doit passer par un parent', async () => {
    const adult = await studentAged(19);
    expect((await state(adult)).json()).toEqual({ needsParent: false, request: null });
    const refused = await ask(adult, 'parent.majeur@example.fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'majeur' });

    const minor = await studentAged(16);
    expect((await state(minor)).json()).toEqual({ needsParent: true, request: null });
    const direct = await checkout(t, minor, 'premium');
    expect(direct.statusCode).toBe(403);
    expect(direct.json()).toMatchObject({
      code: 'parent_requis',
      message: expect.stringContaining('parent'),
    });
  });

  it('refuse une adresse invalide ou celle de l’élève, en français', async () => {
    const minor = await studentAged(15);
    const invalid = await ask(minor, 'pas-une-adresse');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('L’adresse e-mail n’est pas valide.');
    const own = await ask(minor, minor.email.toUpperCase());
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'adresse_eleve' });
    expect((await state(minor)).json().request).toBeNull();
  });

  it('envoie au parent un e-mail en « vous » avec un lien, puis limite les renvois dans le temps et en nombre', async () => {
    const minor = await studentAged(16, 'Inès');
    const parentEmail = 'parent.ines@example.fr';
    const sent = await ask(minor, parentEmail);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().request).toMatchObject({ parentEmail, status: 'envoyee', sends: 1 });
    const mail = (await t.outbox()).filter((message) => message.to === parentEmail).at(-1)!;
    expect(mail.subject).toBe('Inès vous demande de débloquer la suite de Déclic');
    expect(mail.html).toContain('copiez ce lien dans votre navigateur');
    expect(mail.text).toContain('30\u00a0€ une fois');
    expect(mail.actionUrl).toMatch(/^https:\/\/declic\.example\/parent#jeton=/);
    const firstToken = await parentToken(parentEmail);

    const tooSoon = await resend(minor);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'renvoi_trop_tot' });
    expect(tooSoon.json().message).toMatch(/à \d{1,2}\u00a0h\u00a0\d{2}\.$/);

    advance(MINUTES_11);
    const again = await resend(minor);
    expect(again.statusCode).toBe(200);
    expect(again.json().request).toMatchObject({ sends: 2 });
    // The new link replaces the old one.
    expect((await parentCall('offre', { token: firstToken })).statusCode).toBe(404);
    expect((await parentCall('offre', { token: await parentToken(parentEmail) })).statusCode).toBe(200);

    for (let sends = 3; sends <= PARENT_MAX_SENDS; sends += 1) {
      advance(sends * MINUTES_11);
      expect((await resend(minor)).json().request.sends).toBe(sends);
    }
    advance(10 * MINUTES_11);
    const capped = await resend(minor);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 'trop_d_envois' });
    expect((await state(minor)).json().request.canResendAt).toBeNull();
  });

  it('le parent lit l’offre, donne son accord, paie sur Stripe : le niveau 11 s’ouvre pour l’élève', async () => {
    const minor = await studentAged(16, 'Lucas');
    const parentEmail = 'parent.lucas@example.fr';
    await ask(minor, parentEmail);
    const token = await parentToken(parentEmail);

    const offer = await parentCall('offre', { token });
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({
      studentFirstName: 'Lucas',
      status: 'envoyee',
      online: true,
      consentVersion: PARENT_CONSENT_VERSION,
    });
    expect(offer.json().consentText).toContain('J’autorise Lucas');
    expect(offer.json().offers).toHaveLength(2);

    const noConsent = await parentCall('checkout', { token, offer: 'premium', consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toContain('Cochez la case');

    const opened = await parentCall('checkout', { token, offer: 'premium', consent: true });
    expect(opened.statusCode).toBe(200);
    const sessionId = sessionIdOf(opened.json().url);
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      mode: 'payment',
      client_reference_id: minor.id,
      customer_email: parentEmail,
      success_url: 'https://declic.example/parent?paiement=ok&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://declic.example/parent?paiement=annule',
    });
    const [consent] = await t.database.query<{ consented_at: Date | null; consent_version: string }>(
      'SELECT consented_at, consent_version FROM parent_requests WHERE student_id = $1',
      [minor.id],
    );
    expect(consent?.consented_at).not.toBeNull();
    expect(consent?.consent_version).toBe(PARENT_CONSENT_VERSION);
    expect((await state(minor)).json().request.status).toBe('acceptee');

    // Another family's link, or no link, learns nothing about this payment.
    const otherMinor = await studentAged(17);
    await ask(otherMinor, 'autre.parent@example.fr');
    const otherToken = await parentToken('autre.parent@example.fr');
    expect((await parentCall('verify', { token: otherToken, sessionId })).statusCode).toBe(404);

    stripe.completeSession(sessionId);
    const verified = await parentCall('verify', { token, sessionId });
    expect(verified.json()).toEqual({ studentFirstName: 'Lucas', status: 'paye', isPaid: true });
    expect(await isPaid(t, minor)).toBe(true);
    expect((await state(minor)).json().request).toMatchObject({ status: 'payee', canResendAt: null });
    const twice = await parentCall('checkout', { token, offer: 'abonnement', consent: true });
    expect(twice.statusCode).toBe(409);
  });

  it('un lien expiré ou inconnu n’ouvre rien, avec un message pour le parent', async () => {
    const minor = await studentAged(16);
    await ask(minor, 'parent.lent@example.fr');
    const token = await parentToken('parent.lent@example.fr');
    advance(15 * DAY_MS);
    const expired = await parentCall('offre', { token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'lien_parent_invalide' });
    expect(expired.json().message).toContain('renvoyer l’e-mail');
    expect((await state(minor)).json().request.status).toBe('expiree');
    expect((await parentCall('checkout', { token, offer: 'premium', consent: true })).statusCode).toBe(404);

    const unknown = await parentCall('offre', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    const short = await parentCall('offre', { token: 'court' });
    expect(short.statusCode).toBe(400);
  });
});
