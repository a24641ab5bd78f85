import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../../test/helper';
import { openPostgres } from '../../db/open-postgres';
import { type AccountsTestApp, accountsTestAppOn, signedInAccount } from '../auth/auth.test-support';

const run = promisify(execFile);
const hasPgDump = await run('pg_dump', ['--version']).then(
  () => true,
  () => false,
);

// What a backup would keep of an erased person: the whole database as pg_dump writes it.
describe.runIf(hasPgDump)('après la suppression d’un compte, la sauvegarde ne garde pas son adresse', () => {
  let database: { url: string; drop(): Promise<void> };
  let t: AccountsTestApp;
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    t = await accountsTestAppOn(await openPostgres(database.url));
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const dump = async () =>
    (await run('pg_dump', ['--no-owner', database.url], { maxBuffer: 512 * 1024 * 1024 })).stdout;

  it('ni l’adresse telle que tapée, ni sa forme en minuscules', async () => {
    const lea = await signedInAccount(t);
    const typed = lea.email
      .replace(/^./, (first) => first.toUpperCase())
      .replace('@example.fr', '@Example.FR');
    // Counters for the address typed with capitals (recovery, a wrong password) and a bug report.
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: typed } });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: typed, password: 'faux' },
    });
    await t.app.background.flush();
    expect((await dump()).toLowerCase()).toContain(lea.email.toLowerCase());

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: lea.headers,
      payload: { password: lea.password },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await dump();
    expect(after).not.toContain(typed);
    expect(after).not.toContain(lea.email.toLowerCase());
    expect(after.toLowerCase()).not.toContain(lea.email.toLowerCase());
  });
});
