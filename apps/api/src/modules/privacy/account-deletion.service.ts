import type { DatabaseHandle } from '../../db/database';
import type { FileStore } from '../../plugins/file-store';
import { removeShareImageFile, shareImageFileName } from '../analysis';
import { findUserEmailColumns, quoteIdent } from './user-tables';

/**
 * Erases an account: rows that copy the e-mail (chat messages) first, then the user; every
 * table that references users(id) cascades, sessions and mailed links included. One transaction.
 * Files stored for the user (the story image) are removed just before the rows.
 */
export async function deleteAccount(
  database: DatabaseHandle,
  userId: string,
  files: FileStore,
): Promise<boolean> {
  // The file first: if its storage does not answer (S3 down), nothing is erased yet and the
  // request can simply be made again, rather than leaving a person's image behind their account.
  const shareImage = await shareImageFileName(database, userId);
  if (shareImage) await removeShareImageFile(files, shareImage);
  return deleteAccountRows(database, userId);
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
