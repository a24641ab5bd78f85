import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database';

/** Migrations are committed SQL files named `NNNN_what.sql`, applied once each, in order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

// Serialises concurrent start-ups of several API instances on one PostgreSQL.
const MIGRATION_LOCK_KEY = 4_276_213;

export interface Migration {
  id: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ id: file.replace(/\.sql$/, ''), sql: fs.readFileSync(`${dir}/${file}`, 'utf8') }));
}

/** Applies the pending migrations; returns the id of the last one (the schema version). */
export async function migrate(handle: DatabaseHandle, migrations = readMigrations()): Promise<string> {
  if (handle.kind === 'postgres') await handle.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await handle.exec(
      'CREATE TABLE IF NOT EXISTS declic_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await handle.query<{ id: string }>('SELECT id FROM declic_migrations')).map((row) => row.id),
    );
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      const recordSql = `INSERT INTO declic_migrations (id) VALUES ('${migration.id}')`;
      await handle.exec(`BEGIN;\n${migration.sql}\n;${recordSql};\nCOMMIT;`);
    }
    return migrations.at(-1)?.id ?? 'aucune';
  } catch (error) {
    await handle.exec('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    if (handle.kind === 'postgres') await handle.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
