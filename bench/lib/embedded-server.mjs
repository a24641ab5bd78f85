// The built API on a port of its own, on a throw-away database, for the auth benches.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `apps/api/dist/server.mjs` and waits for /api/health. `stop()` ends it and its data.
 * By default the per-IP auth limits are lifted (a bench measures the work itself, not the
 * limiter); `realLimits` keeps the production ones. `databaseUrl` serves from PostgreSQL instead
 * of the embedded database; `readyWithinMs` gives a busy machine longer to start it. `imports` (e.g. ['rome', 'onisep']) loads real open data from
 * `openData` first.
 */
export async function startEmbeddedServer(
  port,
  { imports = [], openData, databaseUrl, realLimits = false, readyWithinMs = 120_000 } = {},
) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-bench-'));
  const database = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  if (imports.length > 0) {
    const run = spawnSync('node', ['apps/api/dist/import.mjs', ...imports], {
      cwd: root,
      env: { ...process.env, ...database, DATA_DIR: dataDir, DECLIC_DATA_DIR: openData, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`import impossible : ${run.stderr || run.stdout}`);
  }
  const server = spawn('node', ['apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...database,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(realLimits ? {} : { AUTH_RATE_LIMIT_SCALE: '100000' }),
    },
    stdio: 'ignore',
  });
  const stop = stopper(server, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  for (let waited = 0; waited < readyWithinMs; waited += 100) {
    if (server.exitCode !== null) break;
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, dataDir, pid: server.pid, stop };
    await sleep(100);
  }
  await stop();
  throw new Error('serveur non prêt');
}

/** `stop()` for a child process: SIGTERM, then SIGKILL after 10 s; `cleanUp` once it is gone. */
export function stopper(child, cleanUp = () => {}) {
  let stopped;
  return () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      cleanUp();
    })();
    return stopped;
  };
}

/**
 * Runs `stop` when the bench is interrupted (Ctrl C, kill) as well as when it ends: a failed or
 * interrupted bench leaves no server behind.
 */
export function stopOnSignals(stop) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stop().finally(() => process.exit(130));
    });
  }
}

/** A student who registered, confirmed the address from the outbox and holds an access token. */
export async function signedInStudent(base, dataDir, email = 'eleve@bench.example') {
  const post = (route, body) =>
    fetch(`${base}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('register', {
    email,
    password: 'motdepasse-bench',
    userData: { prenom: 'Banc', nom: 'Essai', age: 17, genre: 'Autre', departement: '75 - Paris' },
  });
  if (registered.status !== 202) throw new Error(`inscription refusée : ${registered.status}`);
  const outbox = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 50) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.json')) : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8'));
      const token = mail.to === email && mail.actionUrl?.match(/access_token=([^&]+)/)?.[1];
      if (!token) continue;
      const confirmed = await post('confirm', { token: decodeURIComponent(token) });
      if (!confirmed.ok) throw new Error(`confirmation refusée : ${confirmed.status}`);
      return (await confirmed.json()).access_token;
    }
    await sleep(50);
  }
  throw new Error('e-mail de confirmation introuvable');
}
