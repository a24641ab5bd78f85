import type { FastifyRequest } from 'fastify';
import { authErrors } from './auth-errors';

/**
 * CSRF guard for the endpoints a cookie alone authorises (refresh, logout): the browser's
 * Origin must be Déclic's public address or the address the request was sent to.
 */
export function requireSameOrigin(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (!origin) throw authErrors.foreignOrigin();
    const own = `${request.protocol}://${request.host}`;
    if (origin !== allowed && origin !== own) throw authErrors.foreignOrigin();
  };
}
