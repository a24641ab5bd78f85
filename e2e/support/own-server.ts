import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request } from '@playwright/test';
import { mailedLinkToken } from './session';
import { E2E_STAFF_EMAILS } from './staff-accounts';

/** The last free level (FREE_LEVEL_LIMIT of @declic/domain, which the journeys do not import). */
const FREE_LEVEL_LIMIT = 10;

/**
 * A server of the test's own, that the test may stop (a failed send while the API is down).
 * It listens on E2E_PORT + 7: inside the block of ports the config's port reserves.
 */
export interface OwnServer {
  baseURL: string;
  dataDir: string;
  /** The token of the last link of `type` mailed to `email` (outbox, or the SMTP inbox given). */
  linkToken(email: string, type?: 'signup' | 'recovery'): Promise<string>;
  /** Level (and, above the free limit, the paid offer) through the staff endpoints of this server. */
  setLevel(userId: string, level: number): Promise<void>;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Le serveur s’est arrêté (code ${server.exitCode}).`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseURL} ne répond pas.`);
}

export interface OwnServerOptions {
  /** Added to E2E_PORT: journeys that may run at the same time take different ports. */
  portOffset?: number;
  /** More environment (Stripe, SMTP…). */
  env?: Record<string, string>;
  /** Reads links from an SMTP inbox when `env` sends mail over SMTP. */
  linkToken?: (email: string, type: 'signup' | 'recovery') => Promise<string>;
  /** Real open data imported by our importers before the server starts (e.g. rome, onisep). */
  imports?: { from: string; importers: string[] };
}

/** `npm run import -- <importers>` into the server's data folder (PGlite: before it opens it). */
function importOpenData(dataDir: string, imports: NonNullable<OwnServerOptions['imports']>): void {
  const result = spawnSync(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../apps/api/dist/import.mjs'), ...imports.importers],
    {
      env: { ...process.env, DATA_DIR: dataDir, DECLIC_DATA_DIR: imports.from, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`Import impossible : ${result.stderr || result.stdout}`);
}

export async function startOwnServer(options: OwnServerOptions = {}): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + (options.portOffset ?? 7);
  const baseURL = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `declic-e2e-own-${port}-`));
  const staffEmail = E2E_STAFF_EMAILS[0]!;
  if (options.imports) importOpenData(dataDir, options.imports);
  const server = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../apps/api/dist/server.mjs')],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.resolve(import.meta.dirname, '../../apps/web/dist'),
        AUTH_RATE_LIMIT_SCALE: '1000',
        STAFF_EMAILS: staffEmail,
        PUBLIC_URL: baseURL,
        ...options.env,
      },
      stdio: 'ignore',
    },
  );
  await waitForHealth(baseURL, server);
  const linkToken = (email: string, type: 'signup' | 'recovery' = 'signup') =>
    options.linkToken ? options.linkToken(email, type) : mailedLinkToken(email, type, dataDir);

  let staffToken: string | null = null;
  const staffApi = async () => {
    const api = await request.newContext({ baseURL });
    if (!staffToken) {
      const password = 'motdepasse-equipe-e2e';
      const registration = await api.post('/api/auth/register', {
        data: {
          email: staffEmail,
          password,
          userData: { prenom: 'Nora', nom: 'Lefort', age: 30, genre: 'Autre', departement: '75 - Paris' },
        },
      });
      expect(registration.status(), await registration.text()).toBe(202);
      const token = await linkToken(staffEmail);
      const confirmation = await api.post('/api/auth/confirm', { data: { token } });
      staffToken = ((await confirmation.json()) as { access_token: string }).access_token;
    }
    return api;
  };

  return {
    baseURL,
    dataDir,
    linkToken,
    async setLevel(userId, level) {
      const api = await staffApi();
      const headers = { authorization: `Bearer ${staffToken}` };
      // Levels above 10 need the paid offer (spec section 6).
      if (level > FREE_LEVEL_LIMIT) {
        const paid = await api.post(`/api/admin/users/${userId}/paid`, { data: { value: true }, headers });
        expect(paid.status(), await paid.text()).toBe(200);
      }
      const response = await api.post(`/api/admin/users/${userId}/level`, { data: { level }, headers });
      expect(response.status(), await response.text()).toBe(200);
      await api.dispose();
    },
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
