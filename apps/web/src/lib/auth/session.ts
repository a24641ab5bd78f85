import { authApi, type LoginRequest, type LogoutScope, type Session, type SessionUser } from '@declic/domain';
import { useSyncExternalStore } from 'react';
import { call } from '../api-call';
import { forgetPersonalState } from '../personal-storage';
import { adoptSession, ensureSession, refreshNow, sessionIsLive } from './refresh';
import { getSession, sessionUser, subscribeToSession, whileSigningOut } from './session-store';

export { lastRenewalUnreachable } from './refresh';
export { sessionEndedByUser } from './session-store';

/**
 * The single seam between pages and authentication. Pages and guards ask `restoreSession()`
 * whether someone is signed in: the access token lives in this tab's memory, and a returning
 * visitor is recognised by a silent refresh (HttpOnly cookie).
 */
export interface SessionInfo {
  accessToken: string;
  user: SessionUser;
}

const toInfo = (session: Session | null): SessionInfo | null =>
  session ? { accessToken: session.access_token, user: session.user } : null;

export async function restoreSession(): Promise<SessionInfo | null> {
  return toInfo(await ensureSession());
}

/** True when this tab holds a session that needs no renewal before use. */
export function hasLiveSession(): boolean {
  return sessionIsLive(getSession());
}

export function currentAccessToken(): string | null {
  return getSession()?.access_token ?? null;
}

/**
 * Forgets this tab's session at the user's request (the server-side session ends with
 * `signOut`); an open /app page then goes to /, as logout does in the spec.
 */
export function clearSession(): void {
  adoptSession(null, 'user');
}

export async function signIn(credentials: LoginRequest): Promise<SessionInfo> {
  const session = await call(authApi.login, { body: credentials });
  adoptSession(session);
  return toInfo(session)!;
}

/** Uses a session the server handed over (e-mail confirmation). */
export function startSession(session: Session): void {
  adoptSession(session);
}

/** Ends the session on this device ('local') or on every device ('global'). */
/**
 * Ends the session by the user's choice — sign-out, account deletion — around the server call
 * that does it: requests refused meanwhile do not send the page to /login, and the browser
 * forgets what it kept for the student (a family computer is shared).
 */
export async function endSessionBy<T>(
  serverCall: () => Promise<T>,
  { evenIfRefused }: { evenIfRefused: boolean },
): Promise<T> {
  return whileSigningOut(async () => {
    let succeeded = false;
    try {
      const result = await serverCall();
      succeeded = true;
      return result;
    } finally {
      if (succeeded || evenIfRefused) forgetThisSession();
    }
  });
}

function forgetThisSession(): void {
  clearSession();
  try {
    forgetPersonalState(window.localStorage);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Signing out always leaves, even when the server could not be told. */
export async function signOut(scope: LogoutScope = 'local'): Promise<void> {
  await endSessionBy(() => call(authApi.logout, { body: { scope } }), { evenIfRefused: true });
}

/**
 * Called by the API client on a 401: one refresh, then the request is retried. false means the
 * session is over (cleared here; guards send the user to /login).
 */
export async function recoverFromUnauthorized(): Promise<boolean> {
  return (await refreshNow()) !== null;
}

/** The signed-in user of this tab, re-rendering on sign-in, refresh and sign-out. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeToSession, sessionUser, () => null);
}
