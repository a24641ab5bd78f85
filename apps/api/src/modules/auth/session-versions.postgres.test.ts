import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testConfig } from '../../../test/helper';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { openPostgres } from '../../db/open-postgres';
import { type AccountsTestApp, readOutbox, SAME_ORIGIN, signedInAccount } from './auth.test-support';

// Two instances on one PostgreSQL database, each remembering token versions in its own memory:
// ending the sessions through one must end them on the other at once.
describe('versions de jeton retenues par deux instances', () => {
  let database: { url: string; drop(): Promise<void> };
  const instances: AccountsTestApp[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    for (const index of [0, 1]) {
      const handle: DatabaseHandle = await openPostgres(database.url);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `declic-versions-${index}-`));
      const config = testConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://declic.test',
        AUTH_RATE_LIMIT_SCALE: '100',
      });
      const app = await buildApp({ config, database: handle, logger: false });
      await app.ready();
      instances.push({
        app,
        database: handle,
        dataDir,
        outbox: async () => {
          await app.background.flush();
          await app.mailer.flush();
          return readOutbox(path.join(dataDir, 'outbox'));
        },
        close: async () => {
          await app.close();
          await handle.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      });
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.drop();
  });

  const meOn = (index: number, headers: Record<string, string>) =>
    instances[index]!.app.inject({ method: 'GET', url: '/api/users/me', headers });

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
      expect(onOther.json()).toMatchObject({ code: 'session_terminee' });
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
