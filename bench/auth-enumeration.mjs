// Account enumeration by timing: for register, recover and resend, the median answer time for
// an address that has an account and for one that has none. The routes answer before looking
// the address up (apps/api/src/plugins/background.ts): both medians should match within noise.
// Usage: npm run build -w @declic/api && node bench/auth-enumeration.mjs [tries=200]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tries = Number(process.argv[2] ?? 200);
const port = 4180;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-bench-enum-'));
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
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function ready() {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error('serveur non prêt');
}

const post = async (route, body) => {
  const start = process.hrtime.bigint();
  const response = await fetch(`${base}/api/auth/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const registration = (email) => ({
  email,
  password: 'motdepasse-bench',
  userData: { prenom: 'Banc', nom: 'Essai', age: 17, genre: 'Autre', departement: '75 - Paris' },
});

try {
  await ready();
  const known = 'connu@bench.example';
  await post('register', registration(known));
  await sleep(500);
  for (const [route, bodyFor] of [
    ['register', registration],
    ['recover', (email) => ({ email })],
    ['resend', (email) => ({ email })],
  ]) {
    const times = { connue: [], inconnue: [] };
    for (let i = 0; i < tries; i += 1) {
      // Interleaved, so a slow moment of the machine hits both sides alike.
      times.connue.push(await post(route, bodyFor(known)));
      times.inconnue.push(await post(route, bodyFor(`inconnu${i}@bench.example`)));
    }
    const [a, b] = [median(times.connue), median(times.inconnue)];
    console.log(
      `${route.padEnd(9)} médiane adresse connue ${a.toFixed(2)} ms, inconnue ${b.toFixed(2)} ms, écart ${(a - b).toFixed(2)} ms`,
    );
  }
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
