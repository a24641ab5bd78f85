import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type DatabaseHandle, DatabaseOpenError, type Db } from './database';
import * as schema from './schema/index';

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
    db: drizzle(pool, { schema }) as unknown as Db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    close: () => pool.end(),
  };
}
