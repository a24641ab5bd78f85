// The built API on a port of its own, on a throw-away embedded database, for the auth benches.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `apps/api/dist/server.mjs` with the per-IP auth limits lifted (a bench measures the
 * work itself, not the limiter) and waits for /api/health. `stop()` ends it and its data.
 * `imports` (e.g. ['rome', 'onisep']) loads real open data from `openData` first; `readyWithinMs`
 * gives a busy machine longer to start it.
 */
export async function startEmbeddedServer(port, { imports = [], openData, readyWithinMs = 60_000 } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-bench-'));
  if (imports.length > 0) {
    const run = spawnSync('node', ['apps/api/dist/import.mjs', ...imports], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DECLIC_DATA_DIR: openData, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`import impossible : ${run.stderr || run.stdout}`);
  }
  const server = spawn('node', ['apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_SCALE: '100000',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < readyWithinMs; waited += 100) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, dataDir, stop };
    await sleep(100);
  }
  await stop();
  throw new Error('serveur non prêt');
}
