import { AUTH_ERROR_CODES, formatNumber } from '@declic/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';

interface Limit {
  max: number;
  minutes: number;
}

/**
 * Attempts allowed per IP address and, where the body names one, per e-mail address. A link's
 * token (confirmation, new password) names no address: only the IP limit applies there.
 */
export const AUTH_RATE_LIMITS = {
  register: { perIp: { max: 10, minutes: 60 }, perEmail: { max: 5, minutes: 60 } },
  login: { perIp: { max: 30, minutes: 15 }, perEmail: { max: 10, minutes: 15 } },
  resend: { perIp: { max: 10, minutes: 60 }, perEmail: { max: 3, minutes: 15 } },
  recovery: { perIp: { max: 10, minutes: 60 }, perEmail: { max: 3, minutes: 15 } },
  confirm: { perIp: { max: 20, minutes: 15 } },
  reset: { perIp: { max: 10, minutes: 15 } },
  /** A parent's page and its payment (payments module): a link's token, the IP limit only. */
  parentLink: { perIp: { max: 30, minutes: 15 } },
} satisfies Record<string, { perIp: Limit; perEmail?: Limit }>;

export type RateLimitedFlow = keyof typeof AUTH_RATE_LIMITS;

function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes > 1 ? `${formatNumber(minutes)}\u00a0minutes` : '1\u00a0minute';
  return new HttpError(429, AUTH_ERROR_CODES.tooManyAttempts, `Trop de tentatives. Réessaie dans ${wait}.`, {
    'retry-after': String(seconds),
  });
}

/** Keys this instance knows to be over their limit, at most (the map starts afresh when full). */
const MAX_BLOCKED_KEYS = 100_000;

/**
 * preHandler counting one attempt per IP and one per e-mail (read from the validated body):
 * guessing passwords from many addresses, or flooding one inbox, both hit a limit.
 *
 * Once the shared counter has said « over the limit » for a key, this instance remembers until
 * when, and refuses the next attempts from memory: a flood then costs neither a counter write
 * nor a token lookup nor a password hash (`/api/health` kept its latency, bench/reset-flood.mjs).
 * Safe with several instances: the shared window cannot reopen before the end it announced.
 */
export function rateLimited(app: FastifyInstance, flow: RateLimitedFlow) {
  const limits: { perIp: Limit; perEmail?: Limit } = AUTH_RATE_LIMITS[flow];
  const { perIp, perEmail } = limits;
  const scale = app.config.authRateLimitScale;
  const { personal } = app.rateLimitKeys;
  const limiter = (limit: Limit, key: (request: FastifyRequest) => string) => ({
    key,
    check: app.createRateLimit({
      max: Math.ceil(limit.max * scale),
      timeWindow: limit.minutes * 60_000,
      keyGenerator: key,
    }),
  });
  const byIp = limiter(perIp, (request) => `${flow}:ip:${personal(request.ip)}`);
  const byEmail =
    perEmail &&
    limiter(perEmail, (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${flow}:email:${personal(typeof email === 'string' ? email.toLowerCase() : '')}`;
    });
  const limiters = byEmail ? [byIp, byEmail] : [byIp];
  const blockedUntil = new Map<string, number>();
  return async (request: FastifyRequest) => {
    const keys = limiters.map((limiter) => limiter.key(request));
    const now = Date.now();
    for (const key of keys) {
      const until = blockedUntil.get(key);
      if (until === undefined) continue;
      if (until > now) throw tooManyAttempts(Math.ceil((until - now) / 1000));
      blockedUntil.delete(key);
    }
    for (const [index, limiter] of limiters.entries()) {
      const result = await limiter.check(request);
      if (!result.isAllowed && result.isExceeded) {
        if (blockedUntil.size >= MAX_BLOCKED_KEYS) blockedUntil.clear();
        blockedUntil.set(keys[index]!, Date.now() + result.ttlInSeconds * 1000);
        throw tooManyAttempts(result.ttlInSeconds);
      }
    }
  };
}
