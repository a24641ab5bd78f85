import type { DatabaseHandle } from '../../db/database';
import { type AccountRow, findAccountById } from './accounts.repository';
import { verifyPassword } from './passwords';

/** The account behind a user id (other modules ask here rather than reading the auth tables). */
export function readAccount(database: DatabaseHandle, userId: string): Promise<AccountRow | undefined> {
  return findAccountById(database, userId);
}

/** The account, when `password` is its password (checked in constant time, even without one). */
export async function accountIfPasswordMatches(
  database: DatabaseHandle,
  userId: string,
  password: string,
): Promise<AccountRow | null> {
  const account = await findAccountById(database, userId);
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  return account && valid ? account : null;
}
