import { currentAccessToken } from './session';

/** Reads the claims of a JWT without verifying it: the server verifies every call anyway. */
function readClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function stringClaim(token: string | null, name: string): string | null {
  const value = readClaims(token)?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

export const userIdFromToken = (token: string | null) => stringClaim(token, 'sub');
export const emailFromToken = (token: string | null) => stringClaim(token, 'email');

/** The signed-in user's id (the access token's `sub` claim), or null when nobody is signed in. */
export function currentUserId(): string | null {
  return userIdFromToken(currentAccessToken());
}

/** The signed-in user's e-mail (the access token's `email` claim), when there is one. */
export function currentUserEmail(): string | null {
  return emailFromToken(currentAccessToken());
}
