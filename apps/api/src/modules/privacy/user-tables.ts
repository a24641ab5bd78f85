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

/**
 * Columns that hold a person's own e-mail next to their content: the spec's
 * global_chat.user_email, a bug report's contact address. (A parent's address is the
 * parent's, and goes with the request it belongs to.)
 */
export async function findUserEmailColumns(database: DatabaseHandle): Promise<UserColumn[]> {
  const rows = await database.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.table_name <> 'users'
        AND (c.column_name = 'user_email' OR (c.column_name = 'email' AND EXISTS (
          -- an e-mail beside a user_id is a person's; a catalogue's contact address is not
          SELECT 1 FROM information_schema.columns owner
           WHERE owner.table_schema = c.table_schema AND owner.table_name = c.table_name
             AND owner.column_name = 'user_id')))
      ORDER BY c.table_name`,
  );
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** Identifiers come from the catalogue, never from a request; quoting keeps odd names safe. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
