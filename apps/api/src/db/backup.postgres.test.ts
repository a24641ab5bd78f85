import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from './backup';
import { migrate } from './migrate';
import { openPostgres } from './open-postgres';

const adminUrl = process.env.TEST_DATABASE_URL as string;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-sauvegarde-pg-'));
const created: string[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server, dropped at the end. */
async function newDatabase(): Promise<string> {
  const name = `declic_s_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(temp, { recursive: true, force: true });
});

describe('sauvegarde et restauration PostgreSQL (pg_dump, pg_restore)', () => {
  it('restaure dans une base neuve les mêmes comptes', async () => {
    const sourceUrl = await newDatabase();
    const source = await openPostgres(sourceUrl);
    await migrate(source);
    await source.query("INSERT INTO users (email, profile_type) VALUES ('lea@example.fr', 'student')");
    await source.close();

    const folder = path.join(temp, 'sauvegarde');
    const manifest = await backup({ databaseUrl: sourceUrl, dataDir: temp }, folder);
    expect(manifest.engine).toBe('postgres');

    const targetUrl = await newDatabase();
    await restore({ databaseUrl: targetUrl, dataDir: path.join(temp, 'cible') }, folder);
    const target = await openPostgres(targetUrl);
    try {
      expect(await target.query('SELECT email FROM users')).toEqual([{ email: 'lea@example.fr' }]);
      expect(await migrate(target)).toBe(manifest.migration);
    } finally {
      await target.close();
    }
    // An embedded data directory cannot take a PostgreSQL backup.
    await expect(restore({ dataDir: path.join(temp, 'embarquee') }, folder)).rejects.toThrow(/même moteur/);
  });
});
