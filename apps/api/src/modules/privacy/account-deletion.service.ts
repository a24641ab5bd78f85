import type { DatabaseHandle } from '../../db/database';
import type { FileStore } from '../../plugins/file-store';
import type { RateLimitKeys } from '../../plugins/rate-limit-keys';
import { removeShareImageFile, shareImageFileName } from '../analysis';
import { findUserEmailColumns, quoteIdent } from './user-tables';

/**
 * Erases an account: rows that copy the e-mail (chat messages) first, then the user; every
 * table that references users(id) cascades, sessions and mailed links included. One transaction.
 * Files stored for the user (the story image) are removed just before the rows, the rate-limit
 * counters that name the person (e-mail, account id) just after. The purges pass no `counters`:
 * their accounts have been idle far longer than a counter lives (an hour at most).
 */
export async function deleteAccount(
  database: DatabaseHandle,
  userId: string,
  files: FileStore,
  counters?: Pick<RateLimitKeys, 'forget'>,
): Promise<boolean> {
  // The file first: if its storage does not answer (S3 down), nothing is erased yet and the
  // request can simply be made again, rather than leaving a person's image behind their account.
  const shareImage = await shareImageFileName(database, userId);
  if (shareImage) await removeShareImageFile(files, shareImage);
  const email = await deleteAccountRows(database, userId);
  if (email === undefined) return false;
  await counters?.forget([email.toLowerCase(), userId]);
  return true;
}

/** The erased account's e-mail, or undefined when there was no such account. */
async function deleteAccountRows(database: DatabaseHandle, userId: string): Promise<string | undefined> {
  const emailColumns = await findUserEmailColumns(database);
  return database.transaction(async (tx) => {
    const [user] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
    if (!user) return undefined;
    for (const { table, column } of emailColumns) {
      await tx.query(`DELETE FROM ${quoteIdent(table)} WHERE lower(${quoteIdent(column)}) = lower($1)`, [
        user.email,
      ]);
    }
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    return user.email;
  });
}
