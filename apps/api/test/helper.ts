import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FREE_LEVEL_LIMIT, type ProfileType } from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { openPostgres } from '../src/db/open-postgres';
import { openPgliteFromTemplate } from './pglite-template';

/** Which engine this Vitest project runs the API tests on (set per project in vitest.config.ts). */
export const testDatabaseKind = process.env.DECLIC_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A brand-new database: in-memory PGlite, or a throw-away database on TEST_DATABASE_URL; empty
 * and migrated, or a copy of a PostgreSQL `template` database.
 */
export async function openTestDatabase(template?: string): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') return openPgliteFromTemplate();
  const created = await createPostgresTestDatabase(template);
  const handle = await openPostgres(created.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** A throw-away empty database on TEST_DATABASE_URL: its address (one pool per instance), and its drop. */
export async function createPostgresTestDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = postgresAdminUrl();
  const name = `declic_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function postgresAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL est requis pour les tests sur PostgreSQL.');
  return adminUrl;
}

export async function withAdmin<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/declic-test-unused',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database; call close() in afterAll. */
export function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  beforeReady: (app: FastifyInstance) => void = () => {},
): Promise<TestApp> {
  return startTestApp(testConfig(env), false, beforeReady);
}

/** The app serving a built web app from `distDir` (the SPA, its assets, the public pages). */
export function buildWebTestApp(distDir: string, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  return startTestApp(testConfig({ WEB_DIST_DIR: distDir, ...env }), true);
}

/** The shell as Vite builds it: one title, one description, an empty root. */
export const SHELL_HTML =
  '<!doctype html><html lang="fr"><head><meta name="description" content="Coquille" /><title>Déclic — trouve ta voie</title></head><body><div id="root"></div></body></html>';

/** The app serving a built web app made of the shell alone, on https://declic.example (page heads). */
export async function buildShellTestApp(): Promise<TestApp> {
  // dist/ in a folder of its own: no server rendering (dist-ssr/) beside it, the pages keep <noscript>.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-coquille-'));
  const distDir = path.join(folder, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), SHELL_HTML);
  const t = await buildWebTestApp(distDir, { PUBLIC_URL: 'https://declic.example' });
  return {
    ...t,
    close: async () => {
      await t.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Builds the real app on a database the test prepared (e.g. holding imported data). */
export function buildTestAppOn(database: DatabaseHandle): Promise<TestApp> {
  return startTestApp(testConfig(), false, () => {}, database);
}

async function startTestApp(
  config: AppConfig,
  serveWeb: boolean,
  beforeReady: (app: FastifyInstance) => void = () => {},
  prepared?: DatabaseHandle,
): Promise<TestApp> {
  const database = prepared ?? (await openTestDatabase());
  const app = await buildApp({ config, database, logger: false, serveWeb });
  beforeReady(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** Headers carrying the user's bearer token, for app.inject. */
  headers: { authorization: string };
}

let userCounter = 0;

/**
 * Creates a confirmed user with a profile straight in the database and mints their access
 * token — for tests of features that need "someone signed in", not of sign-up itself.
 */
export async function createTestUser(
  t: TestApp,
  overrides: {
    email?: string;
    profileType?: ProfileType;
    firstName?: string;
    isStaff?: boolean;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = overrides.email ?? `eleve${userCounter}.${randomBytes(3).toString('hex')}@example.fr`;
  const profileType = overrides.profileType ?? 'student';
  const [row] = await t.database.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, email_confirmed_at, profile_type, is_staff)
     VALUES ($1, NULL, now(), $2, $3) RETURNING id`,
    [email, profileType, overrides.isStaff ?? false],
  );
  const id = row!.id;
  await t.database.query('INSERT INTO profiles (user_id, first_name) VALUES ($1, $2)', [
    id,
    overrides.firstName ?? 'Léa',
  ]);
  const token = await t.app.accessTokens.issue({ id, email, profileType });
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Puts a test student at `level`. Above the free limit the account is made paid, so the level
 * counts (pass `paid: false` to test the lock).
 */
export async function setTestLevel(
  database: DatabaseHandle,
  userId: string,
  level: number,
  { paid = level > FREE_LEVEL_LIMIT }: { paid?: boolean } = {},
): Promise<void> {
  await database.query('UPDATE users SET is_paid = $2 WHERE id = $1', [userId, paid]);
  await database.query(
    `INSERT INTO progression (user_id, level, xp) VALUES ($1, $2, 0)
     ON CONFLICT (user_id) DO UPDATE SET level = EXCLUDED.level`,
    [userId, level],
  );
}

/** `setTestLevel` for a user just created: `await atLevel(t, await createTestUser(t), 9)`. */
export async function atLevel(t: TestApp, user: TestUser, level: number): Promise<TestUser> {
  await setTestLevel(t.database, user.id, level);
  return user;
}

/** PUT /api/levels/{level}/steps/{stepId} as `user`: what a level's player sends. */
export function saveStepAs(t: TestApp, user: TestUser, level: number, stepId: string, answer: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/levels/${level}/steps/${stepId}`,
    headers: user.headers,
    payload: { answer },
  });
}

/** POST /api/progression/{id}/complete as `user`: what the player sends at a level's end. */
export function completeLevelAs(t: TestApp, user: TestUser, level: number, xpReward = 60) {
  return t.app.inject({
    method: 'POST',
    url: `/api/progression/${user.id}/complete`,
    headers: user.headers,
    payload: { level, xpReward },
  });
}

/** A passed step stored as its level would have stored it, for tests of later levels. */
export async function storePassedStep(
  t: TestApp,
  user: TestUser,
  level: number,
  stepId: string,
  answer: object,
): Promise<void> {
  await t.database.query(
    `INSERT INTO level_step_answers (user_id, level, step_id, answer, passed, result)
     VALUES ($1, $2, $3, $4, true, '{"passed":true,"problems":[]}'::jsonb)`,
    [user.id, level, stepId, JSON.stringify(answer)],
  );
}
