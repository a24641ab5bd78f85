import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { postgresRateLimitStore } from './rate-limit-store';

/**
 * Registers @fastify/rate-limit (routes opt in) with a store every instance shares: Redis when
 * REDIS_URL is set, the database otherwise. A store that cannot answer lets the request through
 * (logged): refusing every sign-in because Redis restarts would lock every student out.
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  const shared = { global: false, skipOnError: true };
  if (!app.config.redisUrl) {
    await app.register(rateLimit, { ...shared, store: postgresRateLimitStore(app.database) });
    return;
  }
  const redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis des limites injoignable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, { ...shared, redis, nameSpace: 'declic-limite-' });
}
