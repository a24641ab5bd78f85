import type pg from 'pg';
import { type DatabaseHandle, DatabaseOpenError, type Queryable } from './database';
import { preparedStatements } from './prepared-statements';

// Loaded only when DATABASE_URL is set: the embedded database's start does without it.
const loadPg = async () => (await import('pg')).default;

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = await loadPg();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const statement = preparedStatements();
  // An idle connection closed by the server (restart, administrator, failover) is dropped by
  // the pool and replaced on the next query; without a listener it would crash the process.
  pool.on('error', (error) => console.warn(`Connexion PostgreSQL inactive perdue : ${error.message}`));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    throw new DatabaseOpenError(
      `Impossible de se connecter à PostgreSQL (DATABASE_URL) : ${(error as Error).message}.`,
    );
  }
  return {
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async (sql, params) => (await pool.query(statement(sql, params))).rows,
    transaction: (work) => inTransaction(pool, statement, work),
    listen: (channel, onPayload) => listenOnOwnConnection(url, channel, onPayload),
    close: () => pool.end(),
  };
}

/** One pooled connection for the whole transaction: BEGIN, the work, then COMMIT or ROLLBACK. */
async function inTransaction<T>(
  pool: pg.Pool,
  statement: ReturnType<typeof preparedStatements>,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work({
      query: async (sql, params) => (await client.query(statement(sql, params))).rows,
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** LISTEN needs a connection of its own: pooled ones are handed to other queries. */
async function listenOnOwnConnection(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  });
  // A dropped listening connection must not crash the server; the error is logged by the caller's reconnect.
  client.on('error', () => {});
  await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return () => client.end();
}
