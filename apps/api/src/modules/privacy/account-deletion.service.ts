import type { DatabaseHandle } from '../../db/database';
import type { FileStore } from '../../plugins/file-store';
import { removeShareImageFile, shareImageFileName } from '../analysis';
import { findUserEmailColumns, quoteIdent } from './user-tables';

/**
 * Erases an account: rows that copy the e-mail (chat messages) first, then the user; every
 * table that references users(id) cascades, sessions and mailed links included. One transaction.
 * Files stored for the user (the story image) are removed once the rows are gone.
 */
export async function deleteAccount(
  database: DatabaseHandle,
  userId: string,
  files: FileStore,
): Promise<boolean> {
  const shareImage = await shareImageFileName(database, userId);
  const deleted = await deleteAccountRows(database, userId);
  if (deleted && shareImage) await removeShareImageFile(files, shareImage);
  return deleted;
}

async function deleteAccountRows(database: DatabaseHandle, userId: string): Promise<boolean> {
  const emailColumns = await findUserEmailColumns(database);
  return database.transaction(async (tx) => {
    const [user] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
    if (!user) return false;
    for (const { table, column } of emailColumns) {
      await tx.query(`DELETE FROM ${quoteIdent(table)} WHERE lower(${quoteIdent(column)}) = lower($1)`, [
        user.email,
      ]);
    }
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    return true;
  });
}
