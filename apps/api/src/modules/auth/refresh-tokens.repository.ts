import { randomUUID } from 'node:crypto';
import type { DatabaseHandle, Queryable } from '../../db/database';
import { addMs, DAY_MS } from '../../kernel/clock';
import { hashOpaqueToken, newOpaqueToken } from '../../kernel/opaque-token';

/** A refresh token unused this long expires (the user signs in again)… */
export const REFRESH_IDLE_MS = 7 * DAY_MS;
/** …and no session lives longer than this, however often it is refreshed. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export type RotationResult =
  | { status: 'rotated'; userId: string; next: IssuedRefreshToken }
  | { status: 'reused'; userId: string }
  | { status: 'invalid' };

async function insertToken(
  db: Queryable,
  userId: string,
  familyId: string,
  familyExpiresAt: Date,
  now: Date,
): Promise<IssuedRefreshToken> {
  const { token, hash } = newOpaqueToken();
  const idleEnd = addMs(now, REFRESH_IDLE_MS);
  const expiresAt = idleEnd < familyExpiresAt ? idleEnd : familyExpiresAt;
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, created_at, expires_at, family_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, familyId, hash, now, expiresAt, familyExpiresAt],
  );
  return { token, expiresAt };
}

/** A new session family (one sign-in on one device). */
export function startFamily(db: Queryable, userId: string, now: Date): Promise<IssuedRefreshToken> {
  return insertToken(db, userId, randomUUID(), addMs(now, SESSION_ABSOLUTE_MS), now);
}

interface TokenRow extends Record<string, unknown> {
  userId: string;
  familyId: string;
  familyExpiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

const TOKEN_COLUMNS = `user_id AS "userId", family_id AS "familyId", family_expires_at AS "familyExpiresAt",
  rotated_at AS "rotatedAt", revoked_at AS "revokedAt"`;

/**
 * Trades a refresh token for the next one of its family. A token already traded is a replay
 * (stolen, or copied): the whole family is revoked and the caller must sign in again.
 */
export function rotateRefreshToken(
  db: Pick<DatabaseHandle, 'transaction'>,
  token: string,
  now: Date,
): Promise<RotationResult> {
  const tokenHash = hashOpaqueToken(token);
  return db.transaction(async (tx) => {
    const [current] = await tx.query<TokenRow>(
      `UPDATE refresh_tokens SET rotated_at = $2
       WHERE token_hash = $1 AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > $2
       RETURNING ${TOKEN_COLUMNS}`,
      [tokenHash, now],
    );
    if (current) {
      const next = await insertToken(tx, current.userId, current.familyId, current.familyExpiresAt, now);
      return { status: 'rotated', userId: current.userId, next };
    }
    const [known] = await tx.query<TokenRow>(
      `SELECT ${TOKEN_COLUMNS} FROM refresh_tokens WHERE token_hash = $1`,
      [tokenHash],
    );
    if (known?.rotatedAt && !known.revokedAt) {
      await revokeSessionFamily(tx, known.familyId, now);
      return { status: 'reused', userId: known.userId };
    }
    return { status: 'invalid' };
  });
}

export async function revokeSessionFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
    now,
  ]);
}

/** Whose token this is and which family it belongs to, whatever its state. */
export async function findRefreshToken(db: Queryable, token: string) {
  const [row] = await db.query<{ userId: string; familyId: string }>(
    'SELECT user_id AS "userId", family_id AS "familyId" FROM refresh_tokens WHERE token_hash = $1',
    [hashOpaqueToken(token)],
  );
  return row;
}

/** Every session of the user, or every one but `exceptFamilyId`. */
export async function revokeUserSessions(db: Queryable, userId: string, now: Date, exceptFamilyId?: string) {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR family_id <> $3::uuid)`,
    [userId, now, exceptFamilyId ?? null],
  );
}

/**
 * Whose refresh token this is when it still opens a session (not traded, not revoked, not
 * expired), read without trading it: a page may say who is signed in, only the app renews.
 */
export async function liveRefreshTokenOwner(db: Queryable, token: string, now: Date): Promise<string | null> {
  const [row] = await db.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM refresh_tokens
      WHERE token_hash = $1 AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > $2`,
    [hashOpaqueToken(token), now],
  );
  return row?.userId ?? null;
}
