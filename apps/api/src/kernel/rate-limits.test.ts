import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/helper';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  registrationBody,
  uniqueEmail,
} from '../modules/auth/auth.test-support';
import { AUTH_RATE_LIMITS } from './rate-limits';

describe(`limites de tentatives (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp({ AUTH_RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('connexion : 429 en français avec Retry-After après trop d’essais sur une même adresse e-mail', async () => {
    const email = uniqueEmail();
    const { max } = AUTH_RATE_LIMITS.login.perEmail;
    for (let i = 0; i < max; i += 1) {
      // Each try from a different IP: only the per-e-mail limit can stop them.
      const response = await post('/api/auth/login', { email, password: 'mauvais' }, `203.0.113.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email, password: 'mauvais' }, '203.0.113.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'trop_de_tentatives',
      message: expect.stringMatching(/^Trop de tentatives\. Réessaie dans \d+\u00a0minutes?\.$/),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('connexion : 429 après trop d’essais depuis une même adresse IP, quelles que soient les adresses e-mail', async () => {
    const { max } = AUTH_RATE_LIMITS.login.perIp;
    for (let i = 0; i < max; i += 1) {
      const response = await post(
        '/api/auth/login',
        { email: uniqueEmail(), password: 'mauvais' },
        '198.51.100.50',
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/auth/login',
      { email: uniqueEmail(), password: 'mauvais' },
      '198.51.100.50',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['inscription', '/api/auth/register', 'register'],
    ['renvoi de confirmation', '/api/auth/resend', 'resend'],
    ['mot de passe oublié', '/api/auth/recover', 'recovery'],
  ] as const)('%s : limité par adresse e-mail', async (_label, url, flow) => {
    const email = uniqueEmail();
    const payload = flow === 'register' ? registrationBody({ email }) : { email };
    const { max } = AUTH_RATE_LIMITS[flow].perEmail;
    for (let i = 0; i < max; i += 1) {
      expect((await post(url, payload, `192.0.2.${i + 1}`)).statusCode).toBe(202);
    }
    const blocked = await post(url, payload, '192.0.2.250');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('trop_de_tentatives');
  });

  it('inscription : limitée par adresse IP', async () => {
    const { max } = AUTH_RATE_LIMITS.register.perIp;
    for (let i = 0; i < max; i += 1) {
      expect((await post('/api/auth/register', registrationBody(), '198.51.100.99')).statusCode).toBe(202);
    }
    const blocked = await post('/api/auth/register', registrationBody(), '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
  });

  it.each([
    ['nouveau mot de passe', '/api/auth/reset-password', 'reset', { password: 'UnNouveauMotDePasse-2026' }],
    ['confirmation d’adresse', '/api/auth/confirm', 'confirm', {}],
  ] as const)(
    '%s : jetons inventés limités par adresse IP, sans gêner les autres',
    async (_label, url, flow, extra) => {
      const { max } = AUTH_RATE_LIMITS[flow].perIp;
      for (let i = 0; i < max; i += 1) {
        const response = await post(url, { token: `invente-${i}`, ...extra }, '198.51.100.77');
        expect(response.statusCode).toBe(400);
      }
      const blocked = await post(url, { token: 'encore-un', ...extra }, '198.51.100.77');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('trop_de_tentatives');
      // Another address is not affected: no shared key for bodies without an e-mail.
      expect((await post(url, { token: 'autre', ...extra }, '198.51.100.78')).statusCode).toBe(400);
    },
  );

  it('une fois la limite atteinte, la suite du flot est refusée sans écrire dans la base', async () => {
    const ip = '198.51.100.90';
    const { max } = AUTH_RATE_LIMITS.reset.perIp;
    const reset = (i: number) =>
      post('/api/auth/reset-password', { token: `flot-${i}`, password: 'UnNouveauMotDePasse-2026' }, ip);
    for (let i = 0; i <= max; i += 1) await reset(i);
    const hits = async () =>
      (
        await t.database.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key LIKE $1', [
          `%reset:ip:${t.app.rateLimitKeys.personal(ip)}`,
        ])
      ).map((row) => row.hits);
    expect(await hits()).toEqual([max + 1]);
    for (let i = 0; i < 20; i += 1) {
      const refused = await reset(100 + i);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Answered from this instance's memory: the shared counter did not move.
    expect(await hits()).toEqual([max + 1]);
  });
});
