import type { DatabaseHandle } from '../../db/database';
import type { RateLimitKeys } from '../../plugins/rate-limit-keys';
import type { AccountErasers } from './account-erasers';
import { findUserEmailColumns, quoteIdent } from './user-tables';

/**
 * Erases an account: rows that copy the e-mail (chat messages) first, then the user; every
 * table that references users(id) cascades, sessions and mailed links included. One transaction.
 * What other modules keep outside those rows (the story image's file) is erased just before, by
 * the registered erasers; the rate-limit counters that name the person (e-mail, account id) just after. The purges pass no `counters`:
 * their accounts have been idle far longer than a counter lives (an hour at most).
 */
export async function deleteAccount(
  database: DatabaseHandle,
  userId: string,
  erasers: AccountErasers,
  counters?: Pick<RateLimitKeys, 'forget'>,
): Promise<boolean> {
  // The files first: if their storage does not answer (S3 down), nothing is erased yet and the
  // request can simply be made again, rather than leaving a person's image behind their account.
  for (const erase of erasers) await erase(database, userId);
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
