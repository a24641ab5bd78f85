import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerClock } from '../../kernel/clock';
import { registerRateLimiting } from '../../plugins/rate-limiting';

/** What the account routes need on the root instance: a clock, cookies, rate limiting. */
export async function registerAccountsSupport(app: FastifyInstance): Promise<void> {
  registerClock(app);
  await app.register(cookie);
  await registerRateLimiting(app);
}
