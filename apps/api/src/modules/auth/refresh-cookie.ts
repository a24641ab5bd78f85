import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Over HTTPS the cookie takes the __Host- prefix (Secure, Path=/, no Domain: it cannot be set
 * or overwritten by a sibling subdomain). Plain-HTTP development keeps a bare name.
 */
function cookieSettings(publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  return {
    name: secure ? '__Host-declic_refresh' : 'declic_refresh',
    options: { httpOnly: true, secure, sameSite: 'strict' as const, path: '/' },
  };
}

export function setRefreshCookie(reply: FastifyReply, publicUrl: string, token: string, expiresAt: Date) {
  const { name, options } = cookieSettings(publicUrl);
  reply.setCookie(name, token, { ...options, expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string) {
  const { name, options } = cookieSettings(publicUrl);
  reply.clearCookie(name, options);
}

export function readRefreshCookie(request: FastifyRequest, publicUrl: string): string | undefined {
  const value = request.cookies[cookieSettings(publicUrl).name];
  return value && value.length <= 200 ? value : undefined;
}
