import type { DatabaseHandle } from '../../db/database';
import { findUserEmailColumns, findUserReferences, quoteIdent } from './user-tables';

// Secrets are never exported, even the user's own: hashes say nothing useful and help attackers.
const SECRET_COLUMN = /(^|_)(password|token|secret)(_|$)|hash/;

const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));

export interface DataExport {
  exported_at: string;
  notice: string;
  account: Record<string, unknown>;
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** Everything Déclic holds about one user, table by table (right of access and portability). */
export async function exportUserData(
  database: DatabaseHandle,
  userId: string,
  now: Date,
): Promise<DataExport | undefined> {
  const [account] = await database.query<{ email: string }>('SELECT * FROM users WHERE id = $1', [userId]);
  if (!account) return undefined;
  const tables: DataExport['tables'] = {};
  for (const { table, column } of await findUserReferences(database)) {
    const rows = await database.query(`SELECT * FROM ${quoteIdent(table)} WHERE ${quoteIdent(column)} = $1`, [
      userId,
    ]);
    tables[table] = [...(tables[table] ?? []), ...rows.map(withoutSecrets)];
  }
  for (const { table, column } of await findUserEmailColumns(database)) {
    if (tables[table]) continue;
    const rows = await database.query(
      `SELECT * FROM ${quoteIdent(table)} WHERE lower(${quoteIdent(column)}) = lower($1)`,
      [account.email],
    );
    if (rows.length > 0) tables[table] = rows.map(withoutSecrets);
  }
  return {
    exported_at: now.toISOString(),
    notice:
      'Toutes les données que Déclic conserve sur ton compte. Les mots de passe et jetons de connexion ne sont jamais exportés.',
    account: withoutSecrets(account),
    tables,
  };
}
