import type { DatabaseHandle } from '../../db/database';
import { readMigrations } from '../../db/migrate';
import { HttpError } from '../../plugins/errors';

const notReady = (why: string) =>
  new HttpError(503, 'pas_pret', `Ce serveur n’est pas encore prêt : ${why}.`);

/** Alive, and the database answers. */
export async function health(database: DatabaseHandle, migration: string) {
  await database.query('SELECT 1');
  return { status: 'ok' as const, database: database.kind, migration };
}

/**
 * Ready to take traffic: the database answers and holds every migration this code ships (an
 * instance started before a migration, or on a database left behind, answers 503), and what the
 * server prepares once it listens (`warmingUp`, plugins/warm-up.ts) is done.
 */
export async function readiness(database: DatabaseHandle, warmingUp: string[] = []) {
  const expected = readMigrations().at(-1)?.id ?? '';
  let applied: string | null = null;
  try {
    const [row] = await database.query<{ latest: string | null }>(
      'SELECT max(id) AS latest FROM declic_migrations',
    );
    applied = row?.latest ?? null;
  } catch {
    throw notReady('la base ne répond pas');
  }
  if (!applied || applied < expected)
    throw notReady(`migration ${expected} attendue, la base est à ${applied ?? 'aucune'}`);
  if (warmingUp.length > 0) throw notReady(`préparation en cours (${warmingUp.join(', ')})`);
  return { status: 'ready' as const, database: database.kind, migration: applied };
}
