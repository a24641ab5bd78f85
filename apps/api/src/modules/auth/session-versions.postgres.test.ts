import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../../test/helper';
import { openPostgres } from '../../db/open-postgres';
import { type AccountsTestApp, accountsTestAppOn, SAME_ORIGIN, signedInAccount } from './auth.test-support';

// Two instances on one PostgreSQL database, each remembering token versions in its own memory:
// ending the sessions through one must end them on the other at once.
describe('versions de jeton retenues par deux instances', () => {
  let database: { url: string; drop(): Promise<void> };
  const instances: AccountsTestApp[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      const instance = await accountsTestAppOn(await openPostgres(database.url));
      await instance.app.listen({ port: 0, host: '127.0.0.1' });
      instances.push(instance);
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.drop();
  });

  // Over HTTP, as behind the proxy: a request reaches an instance through its socket.
  const meOn = async (index: number, headers: Record<string, string>) => {
    const { port } = instances[index]!.app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/users/me`, { headers });
    return { statusCode: response.status, json: () => response.json() };
  };

  it('« me déconnecter partout » sur une instance : l’autre refuse l’ancien jeton dès la réponse', async () => {
    for (let round = 0; round < 5; round += 1) {
      const student = await signedInAccount(instances[0]!);
      // Both instances now remember the account's version.
      expect((await meOn(0, student.headers)).statusCode).toBe(200);
      expect((await meOn(1, student.headers)).statusCode).toBe(200);
      const logout = await instances[0]!.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...SAME_ORIGIN, cookie: student.cookie },
        payload: { scope: 'global' },
      });
      expect(logout.statusCode).toBe(204);
      const onOther = await meOn(1, student.headers);
      expect(onOther.statusCode).toBe(401);
      expect(await onOther.json()).toMatchObject({ code: 'session_terminee' });
      expect((await meOn(0, student.headers)).statusCode).toBe(401);
    }
  });

  it('un compte effacé par une requête écrite à la main est refusé aussi par l’autre instance', async () => {
    const student = await signedInAccount(instances[0]!);
    const token = student.headers.authorization.slice('Bearer '.length);
    const other = instances[1]!.app;
    expect((await other.readSession(token)).id).toBe(student.id);
    await instances[0]!.database.query('DELETE FROM users WHERE id = $1', [student.id]);
    // The trigger's notice travels on its own: wait for it, within a bound.
    let refusal: unknown;
    for (let tries = 0; tries < 50 && !refusal; tries += 1) {
      refusal = await other.readSession(token).then(
        () => undefined,
        (error: unknown) => error,
      );
      if (!refusal) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refusal).toMatchObject({ statusCode: 401, code: 'session_terminee' });
  });
});
