export type DatabaseKind = 'pglite' | 'postgres';

/**
 * What a repository needs: one parameterised query (`$1`, `$2`…) at a time, on the database or
 * inside a transaction. The whole API reads and writes through it: one data-access style.
 */
export interface Queryable {
  /** Runs one parameterised query and returns its rows. */
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** What the rest of the API sees of the database, whichever engine runs underneath. */
export interface DatabaseHandle extends Queryable {
  kind: DatabaseKind;
  /** Runs one or more SQL statements without parameters (migrations, maintenance). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
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
