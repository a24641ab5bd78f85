import { authApi, type Session, sessionSchema } from '@declic/domain';
import { routeUrl } from '../api-call';
import { getSession, mayHaveSession, secondsLeft, setSession } from './session-store';

const FIRST_RETRY_MS = 200;
const MAX_TRIES = 4;
/** Refresh this long before the access token expires, so requests never carry a dead one. */
const EARLY_REFRESH_SECONDS = 60;

let inFlight: Promise<Session | null> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Attempt = { kind: 'session'; session: Session } | { kind: 'refused' } | { kind: 'unreachable' };

async function attemptRefresh(): Promise<Attempt> {
  try {
    const response = await fetch(routeUrl(authApi.refresh), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (response.ok) return { kind: 'session', session: sessionSchema.parse(await response.json()) };
    return response.status >= 500 ? { kind: 'unreachable' } : { kind: 'refused' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Retries an unreachable server with back-off from 200 ms; a refusal (401/403) ends at once. */
async function refreshWithBackoff(): Promise<Attempt> {
  let result: Attempt = { kind: 'unreachable' };
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    if (attempt > 0) await wait(FIRST_RETRY_MS * 2 ** (attempt - 1));
    result = await attemptRefresh();
    if (result.kind !== 'unreachable') return result;
  }
  return result;
}

let unreachable = false;

/**
 * True when the last renewal could not reach the server (no connection, server down): the
 * session may well still be valid, so nothing was forgotten and a later renewal may succeed.
 */
export function lastRenewalUnreachable(): boolean {
  return unreachable;
}

/** Tabs share one refresh cookie: a Web Lock makes them rotate it one at a time. */
function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('declic-session-refresh', () => task()) as Promise<T>;
  }
  return task();
}

function scheduleEarlyRefresh(session: Session | null): void {
  clearTimeout(timer);
  if (!session) return;
  const delay = Math.max(0, (secondsLeft(session) - EARLY_REFRESH_SECONDS) * 1000);
  timer = setTimeout(() => void refreshNow(), delay);
}

/**
 * Trades the refresh cookie for a new session (one request at a time). A refusal ends the
 * session; an unreachable server leaves it as it was (offline is not signed out) and gives null.
 */
export function refreshNow(): Promise<Session | null> {
  inFlight ??= withCrossTabLock(refreshWithBackoff)
    .then((result) => {
      unreachable = result.kind === 'unreachable';
      // Unreachable: the session in memory, if it has not expired yet, still serves.
      if (result.kind === 'unreachable') {
        const current = getSession();
        return current && secondsLeft(current) > 0 ? current : null;
      }
      const session = result.kind === 'session' ? result.session : null;
      adoptSession(session);
      return session;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Makes `session` this tab's session (null signs the tab out) and plans its renewal. */
export function adoptSession(session: Session | null, end: 'user' | 'server' = 'server'): void {
  setSession(session, end);
  scheduleEarlyRefresh(session);
}

/** True for a session that needs no renewal before use. */
export function sessionIsLive(session: Session | null): session is Session {
  return session !== null && secondsLeft(session) > EARLY_REFRESH_SECONDS;
}

/** The live session if there is one, silently renewed if needed; null for a signed-out visitor. */
export async function ensureSession(): Promise<Session | null> {
  const session = getSession();
  if (sessionIsLive(session)) return session;
  if (!session && !mayHaveSession()) return null;
  return refreshNow();
}
