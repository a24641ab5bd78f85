import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/database';

/**
 * Reads a server secret from the database, creating it on first use. Stored in PostgreSQL so
 * every API instance on one database signs and checks tokens with the same key.
 */
export async function loadOrCreateSecret(database: DatabaseHandle, name: string): Promise<string> {
  const candidate = randomBytes(48).toString('base64url');
  await database.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, candidate],
  );
  const rows = await database.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
    name,
  ]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`secret ${name} introuvable`);
  return value;
}
