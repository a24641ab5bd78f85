import type { DatabaseHandle } from '../../db/database';

export interface UserColumn {
  table: string;
  column: string;
}

/**
 * Every column that points at users(id) through a foreign key, read from the catalogue: tables
 * added later by other modules are covered by the export without touching this code.
 */
export async function findUserReferences(database: DatabaseHandle): Promise<UserColumn[]> {
  const rows = await database.query<{ table_name: string; column_name: string }>(
    `SELECT DISTINCT kcu.table_name, kcu.column_name
       FROM information_schema.referential_constraints rc
       JOIN information_schema.key_column_usage kcu
         ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
       JOIN information_schema.constraint_column_usage ccu
         ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
      WHERE ccu.table_name = 'users' AND ccu.column_name = 'id' AND kcu.table_schema = current_schema()
      ORDER BY kcu.table_name, kcu.column_name`,
  );
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** Tables that copy the author's e-mail next to their content (the spec's global_chat.user_email). */
export async function findUserEmailColumns(database: DatabaseHandle): Promise<UserColumn[]> {
  const rows = await database.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'user_email'
      ORDER BY table_name`,
  );
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** Identifiers come from the catalogue, never from a request; quoting keeps odd names safe. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
