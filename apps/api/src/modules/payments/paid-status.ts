import type { DatabaseHandle } from '../../db/database';

/**
 * Recomputes users.is_paid — the one flag the rest of the app reads — from the staff grant,
 * a lifetime purchase not refunded, and a subscription period paid and not over.
 * Progress is never touched: levels above the free limit simply lock again.
 */
export async function refreshPaidStatus(database: DatabaseHandle, userId: string): Promise<boolean> {
  const [row] = await database.query<{ is_paid: boolean }>(
    `UPDATE users u SET is_paid = u.paid_by_staff OR EXISTS (
       SELECT 1 FROM payments p WHERE p.user_id = u.id AND (
         (p.offer = 'premium' AND p.status = 'paye') OR
         (p.offer = 'abonnement' AND p.paid_until > now())))
     WHERE u.id = $1 RETURNING u.is_paid`,
    [userId],
  );
  return row?.is_paid ?? false;
}

/** The staff's set-paid: recorded apart so no Stripe event removes it; payments still count. */
export async function setStaffGrant(database: DatabaseHandle, userId: string, value: boolean): Promise<void> {
  await database.query('UPDATE users SET paid_by_staff = $2 WHERE id = $1', [userId, value]);
  await refreshPaidStatus(database, userId);
}

export async function readPaidStatus(database: DatabaseHandle, userId: string): Promise<boolean> {
  const [row] = await database.query<{ is_paid: boolean }>('SELECT is_paid FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.is_paid ?? false;
}
