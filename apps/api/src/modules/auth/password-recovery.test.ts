import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/helper';
import { addMs, HOUR_MS } from '../../kernel/clock';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  lastLinkToken,
  refreshCookieOf,
  refreshWith,
  registeredAccount,
  uniqueEmail,
} from './auth.test-support';

describe(`mot de passe oublié (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const recover = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('envoie un lien, change le mot de passe une seule fois et ferme toutes les sessions', async () => {
    const account = await registeredAccount(t);
    const session = refreshCookieOf(await login(account.email, account.password));
    const asked = await recover(account.email);
    expect(asked.statusCode).toBe(202);
    const mail = (await t.outbox()).filter((m) => m.to === account.email).at(-1);
    expect(mail?.actionUrl).toMatch(/^http:\/\/declic\.test\/login#access_token=[\w-]+&type=recovery$/);
    const token = await lastLinkToken(t, account.email);

    expect((await reset(token, 'court')).statusCode).toBe(400);
    const done = await reset(token, 'nouveau-mot-de-passe');
    expect(done.statusCode).toBe(200);
    expect((await reset(token, 'encore-un-autre')).json().code).toBe('lien_deja_utilise');

    const refresh = await refreshWith(t, session);
    expect(refresh.statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'nouveau-mot-de-passe')).statusCode).toBe(200);
  });

  it('répond pareil pour une adresse inconnue, sans envoyer d’e-mail', async () => {
    const account = await registeredAccount(t);
    const known = await recover(account.email);
    const email = uniqueEmail('inconnu');
    const unknown = await recover(email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await t.outbox()).some((m) => m.to === email)).toBe(false);
  });

  it('refuse un lien expiré (1 h) ou forgé', async () => {
    const account = await registeredAccount(t);
    await recover(account.email);
    const token = await lastLinkToken(t, account.email);
    t.app.clock.now = () => addMs(new Date(), HOUR_MS + 60_000);
    try {
      expect((await reset(token, 'nouveau-mot-de-passe')).json().code).toBe('lien_expire');
    } finally {
      t.app.clock.now = () => new Date();
    }
    expect((await reset('forge'.repeat(8), 'nouveau-mot-de-passe')).json().code).toBe('lien_invalide');
  });
});
