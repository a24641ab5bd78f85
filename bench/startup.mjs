// Start-up benchmark: time from starting the built server to a ready /api/ready (200), with an
// existing data folder and with a new one; paired in the same run with a bare start (bare-start.mjs:
// PGlite on a copy of the same folder, one query, Fastify listening) and their ratio; and the gzip
// size of the landing page's JavaScript. Medians of `runs` (default 3).
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3199);

/** Milliseconds from spawning `args` to a 200 on /api/ready; then stops it. */
async function timeToReady(args, env = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
        if (response.ok) return performance.now() - started;
      } catch {}
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} s’est arrêté (code ${child.exitCode})`);
      if (performance.now() - started > 120_000) throw new Error('serveur non prêt après 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const declic = (dataDir) => timeToReady(['apps/api/dist/server.mjs'], { DATA_DIR: dataDir });
const bare = (pgdata) =>
  timeToReady([path.join(import.meta.dirname, 'bare-start.mjs'), pgdata, String(port)]);

function landingJavaScriptGzipBytes() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  // The landing page is static HTML (issue 44): the islands' entry, and the one island it holds.
  visit('public-page.html');
  visit('src/features/landing/mascot-island.ts');
  let total = 0;
  for (const file of files) total += gzipSync(fs.readFileSync(path.join(root, 'apps/web/dist', file))).length;
  return { total, files: [...files] };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const fresh = [];
const existing = [];
const bareRuns = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-bench-'));
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-bench-bare-'));
  fresh.push(await declic(dataDir));
  // The same folder for both, each on its own copy as the server left it (stopped cleanly).
  fs.cpSync(path.join(dataDir, 'pgdata'), copy, { recursive: true });
  // Alternated, so that a machine slowing down weighs on both.
  if (i % 2 === 0) {
    existing.push(await declic(dataDir));
    bareRuns.push(await bare(copy));
  } else {
    bareRuns.push(await bare(copy));
    existing.push(await declic(dataDir));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(copy, { recursive: true, force: true });
}
const landing = landingJavaScriptGzipBytes();

const seconds = (values) =>
  `médiane ${(median(values) / 1000).toFixed(2)} s (${values.map((ms) => (ms / 1000).toFixed(2)).join(' / ')})`;
console.log(`Démarrage, dossier de données existant : ${seconds(existing)}`);
console.log(
  `Démarrage nu (PGlite sur une copie du même dossier, une requête, Fastify) : ${seconds(bareRuns)}`,
);
console.log(
  `Rapport Déclic / nu : ${(median(existing) / median(bareRuns)).toFixed(2)} (médianes) — cible ≤ 1,5`,
);
console.log(`Démarrage, nouveau dossier de données : ${seconds(fresh)} — cible ≤ 6 s`);
console.log(
  `JavaScript de la page d’accueil : ${(landing.total / 1024).toFixed(1)} Ko gzip (${landing.files.length} fichiers) — cible ≤ 30 Ko`,
);
