import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailTokens } from '../../db/schema/index';
import { addMs } from './clock';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';

export type EmailTokenPurpose = 'confirm' | 'recovery';
export type ConsumeResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** A new single-use link secret; the user's older unused links of the same kind stop working. */
export async function createEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db
    .insert(emailTokens)
    .values({ tokenHash: hash, userId, purpose, createdAt: now, expiresAt: addMs(now, ttlMs) });
  return token;
}

/** Uses a link once: a single UPDATE, so two clicks at the same instant cannot both succeed. */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<ConsumeResult> {
  const tokenHash = hashOpaqueToken(token);
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (used) return { ok: true, userId: used.userId };

  const [row] = await db
    .select({ usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}
