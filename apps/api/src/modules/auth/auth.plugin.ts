import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerRateLimiting } from '../../plugins/rate-limiting';
import { registerClock } from './clock';

/** What the account routes need on the root instance: a clock, cookies, rate limiting. */
export async function registerAccountsSupport(app: FastifyInstance): Promise<void> {
  registerClock(app);
  await app.register(cookie);
  await registerRateLimiting(app);
}
