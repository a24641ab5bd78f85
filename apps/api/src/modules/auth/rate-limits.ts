import { AUTH_ERROR_CODES, formatNumber } from '@declic/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';

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

/**
 * preHandler counting one attempt per IP and one per e-mail (read from the validated body):
 * guessing passwords from many addresses, or flooding one inbox, both hit a limit.
 */
export function rateLimited(app: FastifyInstance, flow: RateLimitedFlow) {
  const limits: { perIp: Limit; perEmail?: Limit } = AUTH_RATE_LIMITS[flow];
  const { perIp, perEmail } = limits;
  const scale = app.config.authRateLimitScale;
  const limiter = (limit: Limit, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max: Math.ceil(limit.max * scale),
      timeWindow: limit.minutes * 60_000,
      keyGenerator: key,
    });
  const { personal } = app.rateLimitKeys;
  const byIp = limiter(perIp, (request) => `${flow}:ip:${personal(request.ip)}`);
  const byEmail =
    perEmail &&
    limiter(perEmail, (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${flow}:email:${personal(typeof email === 'string' ? email.toLowerCase() : '')}`;
    });
  const checks = byEmail ? [byIp, byEmail] : [byIp];
  return async (request: FastifyRequest) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttlInSeconds);
    }
  };
}
