import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './open-postgres';

// Run by the api-postgres project only, which exists when TEST_DATABASE_URL is set.
const adminUrl = process.env.TEST_DATABASE_URL;

describe('PostgreSQL : connexions coupées par le serveur', () => {
  it('survit à la fin forcée de ses connexions inactives et répond à la requête suivante', async () => {
    const handle = await openPostgres(adminUrl as string);
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const [backend] = await handle.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [backend?.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));

      const [answer] = await handle.query<{ ok: number }>('SELECT 1 AS ok');
      expect(answer?.ok).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await handle.close();
    }
  });
});

describe('PostgreSQL : requêtes préparées', () => {
  it('prépare une fois par connexion les requêtes à paramètres, pas celles qui cherchent du texte', async () => {
    const handle = await openPostgres(adminUrl as string);
    try {
      const prepared = await handle.transaction(async (tx) => {
        for (const value of [1, 2]) await tx.query('SELECT $1::int + 1 AS n', [value]);
        const [sum] = await tx.query<{ n: number }>('SELECT $1::int + 1 AS n', [41]);
        expect(sum?.n).toBe(42);
        await tx.query("SELECT to_tsvector('simple', $1) @@ to_tsquery('simple', 'mot') AS found", [
          'un mot',
        ]);
        await tx.query('SELECT 2 AS plain');
        return tx.query<{ statement: string }>(
          'SELECT statement FROM pg_prepared_statements WHERE NOT from_sql ORDER BY statement',
        );
      });
      expect(prepared.map((row) => row.statement)).toEqual(['SELECT $1::int + 1 AS n']);
    } finally {
      await handle.close();
    }
  });
});
