import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccountById } from './accounts.repository';
import { readRefreshCookie } from './refresh-cookie';
import { liveRefreshTokenOwner } from './refresh-tokens.repository';

/**
 * The student a page request comes from, read from the refresh cookie without trading it (the
 * cookie rotates only when the app renews the session: a page that consumed it would race the
 * app's own renewal and look like a replay). Null for anyone else — no cookie, an expired or
 * revoked one, a company account — and on any failure: a page never fails for this.
 */
export async function signedInStudentId(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | null> {
  const token = readRefreshCookie(request, app.config.publicUrl);
  if (!token) return null;
  try {
    const userId = await liveRefreshTokenOwner(app.database, token, app.clock.now());
    if (!userId) return null;
    const account = await findAccountById(app.database, userId);
    return account?.profileType === 'student' ? account.id : null;
  } catch (error) {
    request.log.warn({ err: error }, 'Session illisible pour dessiner la page : coquille vide');
    return null;
  }
}
