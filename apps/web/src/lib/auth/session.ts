/**
 * The single seam between pages and authentication. Pages and guards ask `restoreSession()`
 * whether someone is signed in; the accounts work fills it with real tokens.
 */
export interface SessionInfo {
  accessToken: string;
}

const STORAGE_KEY = 'declic.access_token';

export async function restoreSession(): Promise<SessionInfo | null> {
  const accessToken = window.localStorage.getItem(STORAGE_KEY);
  return accessToken ? { accessToken } : null;
}

export function currentAccessToken(): string | null {
  return window.localStorage.getItem(STORAGE_KEY);
}

export function clearSession(): void {
  window.localStorage.removeItem(STORAGE_KEY);
}
