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
