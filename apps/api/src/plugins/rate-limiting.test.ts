import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, testDatabaseKind } from '../../test/helper';
import { buildApp } from '../app';
import { AUTH_RATE_LIMITS } from '../kernel/rate-limits';
import { type AccountsTestApp, buildAccountsTestApp, uniqueEmail } from '../modules/auth/auth.test-support';
import { postgresRateLimitStore } from './rate-limit-store';

const redisUrl = process.env.TEST_REDIS_URL;

async function withRedis<T>(work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(redisUrl as string);
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

/** A second instance of the API on the same database, as a second process behind the proxy would be. */
async function secondInstance(t: AccountsTestApp, env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const config = testConfig({ DATA_DIR: t.dataDir, AUTH_RATE_LIMIT_SCALE: '1', ...env });
  const app = await buildApp({ config, database: t.database, logger: false });
  await app.ready();
  return app;
}

/** Logins with a wrong password for one address, alternating between the two instances. */
async function failedLogins(instances: FastifyInstance[], email: string, count: number) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await instances[i % instances.length]!.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'mauvais' },
      remoteAddress: `203.0.113.${(i % 200) + 1}`,
    });
    codes.push(response.statusCode);
  }
  return codes;
}

// Redis runs beside PostgreSQL in CI (.ci/run sets TEST_REDIS_URL); without it, only the database case.
const stores: [string, NodeJS.ProcessEnv][] = [
  ['la base', {}],
  ...(redisUrl ? [['Redis', { REDIS_URL: redisUrl }] as [string, NodeJS.ProcessEnv]] : []),
];

describe.each(stores)(
  `limites partagées entre deux instances, comptées dans %s (${testDatabaseKind})`,
  (store, env) => {
    let t: AccountsTestApp;
    let other: FastifyInstance;
    beforeAll(async () => {
      t = await buildAccountsTestApp({ AUTH_RATE_LIMIT_SCALE: '1', ...env });
      other = await secondInstance(t, env);
    });
    afterAll(async () => {
      await other.close();
      await t.close();
    });

    it('les essais faits sur une instance comptent sur l’autre', async () => {
      const email = uniqueEmail('limite');
      const { max } = AUTH_RATE_LIMITS.login.perEmail;
      const codes = await failedLogins([t.app, other], email, max + 1);
      expect(codes.slice(0, max)).toEqual(Array(max).fill(401));
      expect(codes[max]).toBe(429);
      const digest = t.app.rateLimitKeys.personal(email);
      const counted = await t.database.query<{ hits: number }>(
        "SELECT hits FROM rate_limit_counters WHERE key LIKE '%' || $1",
        [digest],
      );
      expect(counted.map((row) => row.hits)).toEqual(store === 'Redis' ? [] : [max + 1]);
    });

    it('ne garde ni adresse e-mail ni adresse IP en clair, et oublie les compteurs d’une personne', async () => {
      const email = uniqueEmail('cachee');
      await failedLogins([t.app], email, 2);
      const keys = async () =>
        store === 'Redis'
          ? await withRedis((redis) => redis.keys('declic-limite-*'))
          : (await t.database.query<{ key: string }>('SELECT key FROM rate_limit_counters')).map(
              (row) => row.key,
            );
      const digest = t.app.rateLimitKeys.personal(email);
      const before = await keys();
      expect(before.filter((key) => key.endsWith(digest))).toHaveLength(1);
      expect(before.join('\n')).not.toContain(email);
      expect(before.some((key) => key.endsWith(t.app.rateLimitKeys.personal('203.0.113.1')))).toBe(true);
      // Redis may be shared with other test runs; the database is this test's own.
      if (store !== 'Redis') expect(before.join('\n')).not.toMatch(/@|203\.0\.113\.|127\.0\.0\.1/);
      // Another instance, same secret: the same digest.
      expect(other.rateLimitKeys.personal(email)).toBe(digest);
      await t.app.rateLimitKeys.forget([email]);
      expect((await keys()).filter((key) => key.endsWith(digest))).toEqual([]);
    });
  },
);

describe(`compteur des limites dans la base (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  type Store = InstanceType<ReturnType<typeof postgresRateLimitStore>>;
  const incr = (store: Store, key: string, windowMs = 60_000) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
    );

  it('compte dans la fenêtre, puis repart de un quand elle a expiré', async () => {
    const Store = postgresRateLimitStore(t.database);
    const store = new Store();
    expect(await incr(store, 'cle-a')).toMatchObject({ current: 1 });
    const second = await incr(store, 'cle-a');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    await t.database.query("UPDATE rate_limit_counters SET expires_at = now() - interval '1 second'");
    expect(await incr(store, 'cle-a')).toMatchObject({ current: 1 });
  });

  it('chaque route a son propre compte pour une même clé', async () => {
    const store = new (postgresRateLimitStore(t.database))();
    const send = store.child({ routeInfo: { method: 'POST', url: '/api/chat/messages' } });
    const bug = store.child({ routeInfo: { method: 'POST', url: '/api/support/bug-reports' } });
    await incr(send, 'eleve-1');
    await incr(send, 'eleve-1');
    expect(await incr(bug, 'eleve-1')).toMatchObject({ current: 1 });
    expect(await incr(send, 'eleve-1')).toMatchObject({ current: 3 });
  });
});
