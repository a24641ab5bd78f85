import type { LogoutScope, Session } from '@declic/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, type AuthUser } from '../../plugins/auth';
import { SESSION_ENDS_CHANNEL } from '../../plugins/realtime';
import { type AccountRow, findAccountById, raiseTokenVersion } from './accounts.repository';
import type { AuthDeps } from './auth-deps';
import { authErrors } from './auth-errors';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import {
  findRefreshToken,
  type IssuedRefreshToken,
  revokeSessionFamily,
  revokeUserSessions,
  rotateRefreshToken,
  startFamily,
} from './refresh-tokens.repository';

type SessionAccount = Pick<AccountRow, 'id' | 'email' | 'profileType' | 'tokenVersion'>;

async function sessionFor(
  deps: AuthDeps,
  reply: FastifyReply,
  account: SessionAccount,
  refresh: IssuedRefreshToken,
): Promise<Session> {
  setRefreshCookie(reply, deps.publicUrl, refresh.token, refresh.expiresAt);
  const user: AuthUser = { id: account.id, email: account.email, profileType: account.profileType };
  return {
    access_token: await deps.accessTokens.issue({ ...user, tokenVersion: account.tokenVersion }),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS,
    user: { id: account.id, email: account.email, user_metadata: { profile_type: account.profileType } },
  };
}

/** A new sign-in: an access token in the answer, a fresh refresh-token family in the cookie. */
export async function openSession(
  deps: AuthDeps,
  reply: FastifyReply,
  account: SessionAccount,
): Promise<Session> {
  const refresh = await startFamily(deps.database, account.id, deps.clock.now());
  return sessionFor(deps, reply, account, refresh);
}

/** Trades the refresh cookie for a new session; any failure clears the cookie. */
export async function refreshSession(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  const token = readRefreshCookie(request, deps.publicUrl);
  if (!token) throw authErrors.noSession();
  const result = await rotateRefreshToken(deps.database, token, deps.clock.now());
  if (result.status !== 'rotated') {
    clearRefreshCookie(reply, deps.publicUrl);
    if (result.status === 'reused') {
      // A stolen refresh token may have been used anywhere: every device signs in again.
      request.log.warn(
        { userId: result.userId },
        'jeton de rafraîchissement rejoué : toutes les sessions fermées',
      );
      await endAllSessions(deps, result.userId);
      throw authErrors.sessionRevoked();
    }
    throw authErrors.sessionExpired();
  }
  const account = await findAccountById(deps.database, result.userId);
  if (!account) {
    clearRefreshCookie(reply, deps.publicUrl);
    throw authErrors.sessionExpired();
  }
  request.user = { id: account.id, email: account.email, profileType: account.profileType };
  return sessionFor(deps, reply, account, result.next);
}

/** Signs out this device ('local'), every device ('global') or every other device ('others'). */
export async function closeSession(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: LogoutScope,
): Promise<void> {
  const token = readRefreshCookie(request, deps.publicUrl);
  const current = token ? await findRefreshToken(deps.database, token) : undefined;
  const now = deps.clock.now();
  if (current) {
    if (scope === 'local') await revokeSessionFamily(deps.database, current.familyId, now);
    if (scope === 'global') await endAllSessions(deps, current.userId);
    if (scope === 'others') await endAllSessions(deps, current.userId, current.familyId);
  }
  if (scope !== 'others') clearRefreshCookie(reply, deps.publicUrl);
}

/** Chat sockets, and the token versions each instance remembers, listen here. */
export { SESSION_ENDS_CHANNEL };

/** What ending an account's sessions needs (the privacy and parents modules call it too). */
export type SessionEndDeps = Pick<AuthDeps, 'database' | 'clock' | 'realtime'>;

/**
 * Ends every session of an account at once: refresh tokens revoked (but the family kept, for
 * « log out my other devices »), every access token refused from the next request, every chat
 * socket closed.
 */
export async function endAllSessions(
  deps: SessionEndDeps,
  userId: string,
  keepFamilyId?: string,
): Promise<void> {
  await revokeUserSessions(deps.database, userId, deps.clock.now(), keepFamilyId);
  await raiseTokenVersion(deps.database, userId);
  // Answered only once every instance has the news: the old token is refused from then on.
  await deps.realtime.publish(SESSION_ENDS_CHANNEL, { userId }, { untilDelivered: true });
}
