import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/helper';
import { addMs, DAY_MS } from '../../kernel/clock';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  lastLinkToken,
  registrationBody,
  uniqueEmail,
} from './auth.test-support';

describe(`confirmation de l’adresse e-mail (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const register = async (email = uniqueEmail()) => {
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email }) });
    return { email, token: await lastLinkToken(t, email) };
  };
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'motdepasse-solide' },
    });

  it('refuse la connexion avant confirmation avec un code qui permet de proposer un renvoi', async () => {
    const { email } = await register();
    const response = await login(email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'email_non_confirme' });
  });

  it('confirme une fois, ouvre une session, puis refuse le même lien', async () => {
    const { email, token } = await register();
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email } });
    expect(
      first.cookies.some((c) => c.name === 'declic_refresh' && c.httpOnly && c.sameSite === 'Strict'),
    ).toBe(true);
    expect((await login(email)).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'lien_deja_utilise',
      message: 'Ce lien a déjà servi. Connecte-toi, ou demande un nouvel e-mail si besoin.',
    });
  });

  it('refuse un lien forgé ou tronqué', async () => {
    const forged = await confirm('a'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('lien_invalide');
    const empty = await confirm('');
    expect(empty.statusCode).toBe(400);
    expect((await confirm('x'.repeat(500))).statusCode).toBe(400);
  });

  it('refuse un lien de plus de 24 h', async () => {
    const { token } = await register();
    const realNow = t.app.clock.now;
    t.app.clock.now = () => addMs(new Date(), DAY_MS + 60_000);
    try {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('lien_expire');
    } finally {
      t.app.clock.now = realNow;
    }
  });

  it('renvoie un nouveau lien qui remplace l’ancien, et répond pareil pour une adresse inconnue', async () => {
    const { email, token: first } = await register();
    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resend', payload: { email } });
    expect(resend.statusCode).toBe(202);
    const second = await lastLinkToken(t, email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json().code).toBe('lien_invalide');
    expect((await confirm(second)).statusCode).toBe(200);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend',
      payload: { email: uniqueEmail('inconnu') },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(resend.json());
  });
});
