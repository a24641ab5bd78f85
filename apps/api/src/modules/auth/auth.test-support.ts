import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp, testConfig } from '../../../test/helper';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import type { MailMessage } from '../../plugins/mail';

/** A test app whose offline outbox lives in its own temporary folder. */
export interface AccountsTestApp extends TestApp {
  dataDir: string;
  /** Every message sent so far, oldest first (waits for background sends). */
  outbox(): Promise<MailMessage[]>;
}

export async function buildAccountsTestApp(env: NodeJS.ProcessEnv = {}): Promise<AccountsTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-accounts-'));
  // Rate limits are generous here; rate-limits.test.ts sets the real ones (scale 1).
  const t = await buildTestApp({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://declic.test',
    AUTH_RATE_LIMIT_SCALE: '100',
    ...env,
  });
  return {
    ...t,
    dataDir,
    outbox: async () => {
      await t.app.background.flush();
      await t.app.mailer.flush();
      return readOutbox(path.join(dataDir, 'outbox'));
    },
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The accounts app on a database the test opened (a second instance on the same PostgreSQL
 * database, or one whose dump the test reads); close() closes the app and that handle.
 */
export async function accountsTestAppOn(database: DatabaseHandle): Promise<AccountsTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-accounts-'));
  const config = testConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://declic.test',
    AUTH_RATE_LIMIT_SCALE: '100',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    outbox: async () => {
      await app.background.flush();
      await app.mailer.flush();
      return readOutbox(path.join(dataDir, 'outbox'));
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function readOutbox(dir: string): MailMessage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as MailMessage);
}

/** The token of the last link mailed to `email` (confirmation or recovery). */
export async function lastLinkToken(t: AccountsTestApp, email: string): Promise<string> {
  const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
  const token = mail?.actionUrl?.match(/access_token=([^&]+)/)?.[1];
  if (!token) throw new Error(`aucun lien envoyé à ${email}`);
  return decodeURIComponent(token);
}

let counter = 0;
export function uniqueEmail(prefix = 'eleve'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.fr`;
}

/** A registration body the form would send (French and English duplicates), with overrides. */
export function registrationBody(
  overrides: { email?: string; password?: string; userData?: Record<string, unknown> } = {},
) {
  return {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'motdepasse-solide',
    userData: {
      profile_type: 'student',
      prenom: 'Léa',
      nom: 'Martin',
      age: 17,
      genre: 'Femme',
      departement: '69 - Rhône',
      ecole: 'Lycée du Parc',
      numeroTelephone: '0601020304',
      first_name: 'Léa',
      last_name: 'Martin',
      gender: 'Femme',
      department: '69 - Rhône',
      school: 'Lycée du Parc',
      phone_number: '0601020304',
      ...overrides.userData,
    },
    avatarData: {
      seed: 'declic',
      bg: '#F2F4F7',
      skin: '#f7c9a9',
      hair: '#3b2c2a',
      glasses: false,
      radius: 30,
    },
    questionnaireResponses: [
      { question_id: 1, answer: 'Oui' },
      { question_id: 2, answer: 'Un peu' },
    ],
  };
}

export const SAME_ORIGIN = { origin: 'http://declic.test' };

/** Registers, confirms through the mailed link and returns the login credentials. */
export async function registeredAccount(
  t: AccountsTestApp,
  email = uniqueEmail(),
  password = 'motdepasse-solide',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registrationBody({ email, password }),
  });
  if (response.statusCode !== 202) throw new Error(`inscription refusée : ${response.body}`);
  const token = await lastLinkToken(t, email);
  const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
  if (confirm.statusCode !== 200) throw new Error(`confirmation refusée : ${confirm.body}`);
  return { email, password, id: confirm.json().user.id as string };
}

/** The refresh cookie set by a response, as a Cookie header value. */
/** POST /api/auth/refresh from our own origin with this refresh cookie. */
export function refreshWith(t: TestApp, cookie: string, headers: Record<string, string> = SAME_ORIGIN) {
  return t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...headers, cookie } });
}

export function refreshCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('declic_refresh'));
  if (!cookie) throw new Error('aucun cookie de session');
  return `${cookie.name}=${cookie.value}`;
}

/** A registered, confirmed account signed in through /login: bearer headers and refresh cookie. */
export async function signedInAccount(t: AccountsTestApp) {
  const account = await registeredAccount(t);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  return { ...account, headers, cookie: refreshCookieOf(login) };
}
