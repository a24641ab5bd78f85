import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a link or a cookie; only its hash is stored, so a database leak opens nothing. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
