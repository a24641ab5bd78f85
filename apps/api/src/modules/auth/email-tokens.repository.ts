import type { Queryable } from '../../db/database';
import { addMs } from '../../kernel/clock';
import { hashOpaqueToken, newOpaqueToken } from '../../kernel/opaque-token';

export type EmailTokenPurpose = 'confirm' | 'recovery';
export type ConsumeResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** A new single-use link secret; the user's older unused links of the same kind stop working. */
export async function createEmailToken(
  db: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.query('DELETE FROM email_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    userId,
    purpose,
  ]);
  await db.query(
    'INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hash, userId, purpose, now, addMs(now, ttlMs)],
  );
  return token;
}

/** Uses a link once: a single UPDATE, so two clicks at the same instant cannot both succeed. */
export async function consumeEmailToken(
  db: Queryable,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<ConsumeResult> {
  const tokenHash = hashOpaqueToken(token);
  const [used] = await db.query<{ userId: string }>(
    `UPDATE email_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id AS "userId"`,
    [tokenHash, purpose, now],
  );
  if (used) return { ok: true, userId: used.userId };

  const [row] = await db.query<{ usedAt: Date | null }>(
    'SELECT used_at AS "usedAt" FROM email_tokens WHERE token_hash = $1 AND purpose = $2',
    [tokenHash, purpose],
  );
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}
