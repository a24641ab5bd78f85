import type { DatabaseHandle } from '../db/database';

/** Read on each call, so revoking staff status takes effect at once. */
export async function isStaff(database: DatabaseHandle, userId: string): Promise<boolean> {
  const rows = await database.query<{ is_staff: boolean }>('SELECT is_staff FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.is_staff === true;
}
