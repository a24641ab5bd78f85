import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** What the rest of the API sees of the database, whichever engine runs underneath. */
export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Db;
  /** Runs one or more SQL statements without parameters (migrations, maintenance). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised query and returns its rows. */
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * LISTEN on a channel (pg_notify payloads): a dedicated connection on PostgreSQL, so
   * notifications from every API instance arrive; in-process on PGlite. Returns the unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Embedded engine only: the whole database as a tarball (test templates, backups). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** A database that cannot be opened: the message is French and says what to do. */
export class DatabaseOpenError extends Error {}
