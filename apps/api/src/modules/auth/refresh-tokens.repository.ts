import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema/index';
import { addMs, DAY_MS } from './clock';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';

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
  db: Db,
  userId: string,
  familyId: string,
  familyExpiresAt: Date,
  now: Date,
): Promise<IssuedRefreshToken> {
  const { token, hash } = newOpaqueToken();
  const idleEnd = addMs(now, REFRESH_IDLE_MS);
  const expiresAt = idleEnd < familyExpiresAt ? idleEnd : familyExpiresAt;
  await db
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: hash, createdAt: now, expiresAt, familyExpiresAt });
  return { token, expiresAt };
}

/** A new session family (one sign-in on one device). */
export function startFamily(db: Db, userId: string, now: Date): Promise<IssuedRefreshToken> {
  return insertToken(db, userId, randomUUID(), addMs(now, SESSION_ABSOLUTE_MS), now);
}

/**
 * Trades a refresh token for the next one of its family. A token already traded is a replay
 * (stolen, or copied): the whole family is revoked and the caller must sign in again.
 */
export function rotateRefreshToken(db: Db, token: string, now: Date): Promise<RotationResult> {
  const tokenHash = hashOpaqueToken(token);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    if (current) {
      const next = await insertToken(tx, current.userId, current.familyId, current.familyExpiresAt, now);
      return { status: 'rotated', userId: current.userId, next };
    }
    const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    if (known?.rotatedAt && !known.revokedAt) {
      await revokeSessionFamily(tx, known.familyId, now);
      return { status: 'reused', userId: known.userId };
    }
    return { status: 'invalid' };
  });
}

export async function revokeSessionFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Whose token this is and which family it belongs to, whatever its state. */
export async function findRefreshToken(db: Db, token: string) {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  return row;
}

/** Every session of the user, or every one but `exceptFamilyId`. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptFamilyId?: string) {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
