import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { hmacDigest, type RateLimitKeys } from './rate-limit-keys';
import { postgresRateLimitStore } from './rate-limit-store';
import { loadOrCreateSecret } from './secrets';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitKeys: RateLimitKeys;
  }
}

const REDIS_NAMESPACE = 'declic-limite-';

/**
 * Registers @fastify/rate-limit (routes opt in) with a store every instance shares: Redis when
 * REDIS_URL is set, the database otherwise. A store that cannot answer lets the request through
 * (logged): refusing every sign-in because Redis restarts would lock every student out.
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  // Shared by every instance, like the token key: configured, or created once in the database.
  const secret = app.config.rateLimitKeySecret ?? (await loadOrCreateSecret(app.database, 'rate_limit_keys'));
  const personal = hmacDigest(secret);
  // A route that names no key of its own counts per IP address, never in clear.
  const shared = {
    global: false,
    skipOnError: true,
    keyGenerator: (request: FastifyRequest) => `ip:${personal(request.ip)}`,
  };
  if (!app.config.redisUrl) {
    app.decorate('rateLimitKeys', {
      personal,
      forget: async (values) => {
        for (const digest of values.map(personal)) {
          await app.database.query('DELETE FROM rate_limit_counters WHERE right(key, $2) = $1', [
            digest,
            digest.length,
          ]);
        }
      },
    } satisfies RateLimitKeys);
    await app.register(rateLimit, { ...shared, store: postgresRateLimitStore(app.database) });
    return;
  }
  // Loaded only when configured: the embedded set-up never evaluates the Redis client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis des limites injoignable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  app.decorate('rateLimitKeys', {
    personal,
    forget: async (values) => {
      for (const digest of values.map(personal)) {
        const keys = await scanKeys(redis, `${REDIS_NAMESPACE}*${digest}`);
        if (keys.length > 0) await redis.del(...keys);
      }
    },
  } satisfies RateLimitKeys);
  await app.register(rateLimit, { ...shared, redis, nameSpace: REDIS_NAMESPACE });
}

async function scanKeys(redis: Redis, match: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}
