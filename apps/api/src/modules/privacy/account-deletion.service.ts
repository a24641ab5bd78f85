import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { users } from '../../db/schema/index';
import { removeShareImageFile, shareImageFileName } from '../analysis';
import { findUserEmailColumns } from './user-tables';

/**
 * Erases an account: rows that copy the e-mail (chat messages) first, then the user; every
 * table that references users(id) cascades, sessions and mailed links included. One transaction.
 * Files stored for the user (the story image) are removed once the rows are gone.
 */
export async function deleteAccount(
  database: DatabaseHandle,
  userId: string,
  dataDir: string,
): Promise<boolean> {
  const shareImage = await shareImageFileName(database, userId);
  const deleted = await deleteAccountRows(database, userId);
  if (deleted && shareImage) await removeShareImageFile(dataDir, shareImage);
  return deleted;
}

async function deleteAccountRows(database: DatabaseHandle, userId: string): Promise<boolean> {
  const emailColumns = await findUserEmailColumns(database);
  return database.db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    for (const { table, column } of emailColumns) {
      await tx.execute(
        sql`DELETE FROM ${sql.identifier(table)} WHERE lower(${sql.identifier(column)}) = lower(${user.email})`,
      );
    }
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}
