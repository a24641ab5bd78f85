import type { Session, SessionUser } from '@declic/domain';

/**
 * The session of this tab, in memory only: the access token is never written to storage, so a
 * script injected later cannot read it back. The refresh token lives in an HttpOnly cookie.
 */
let current: Session | null = null;
/** Why the last session ended: the user's choice (sign-out, deletion) or a refused refresh. */
let endedBy: 'user' | 'server' | null = null;
/** While the user signs out, a 401 from the same moment ends the session by their choice too. */
let signingOut = false;
const listeners = new Set<() => void>();

// Only says "this browser signed in before", so anonymous visitors skip a pointless refresh call.
const HINT_KEY = 'declic.session_hint';

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null, end: 'user' | 'server' = 'server'): void {
  current = session;
  endedBy = session ? null : signingOut ? 'user' : end;
  try {
    if (session) window.localStorage.setItem(HINT_KEY, '1');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage may be disabled (private mode): the hint is an optimisation only.
  }
  for (const listener of listeners) listener();
}

export function mayHaveSession(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/** Runs a sign-out: requests refused meanwhile (sessions just ended) count as the user's choice. */
export async function whileSigningOut<T>(action: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await action();
  } finally {
    signingOut = false;
  }
}

/** True when the user ended the session themselves (their pages then go to /, not /login). */
export function sessionEndedByUser(): boolean {
  return endedBy === 'user';
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionUser(): SessionUser | null {
  return current?.user ?? null;
}

/** Seconds left before the access token expires (negative once expired). */
export function secondsLeft(session: Session): number {
  return session.expires_at - Date.now() / 1000;
}
