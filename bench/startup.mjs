// Start-up benchmark: time from `npm start` (already built) to a healthy /api/health, with an
// existing data directory and with a new one, and the gzip size of the landing page's JavaScript.
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);
const port = 3199;

async function timeToHealthy(dataDir) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {}
      if (performance.now() - started > 120_000) throw new Error('serveur non prêt après 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
}

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
for (let i = 0; i < runs; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-bench-'));
  fresh.push(await timeToHealthy(dataDir));
  existing.push(await timeToHealthy(dataDir));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const landing = landingJavaScriptGzipBytes();

console.log(
  `Démarrage, dossier de données existant : médiane ${(median(existing) / 1000).toFixed(2)} s (${existing.map((ms) => (ms / 1000).toFixed(2)).join(' / ')}) — cible ≤ 3 s`,
);
console.log(
  `Démarrage, nouveau dossier de données : médiane ${(median(fresh) / 1000).toFixed(2)} s (${fresh.map((ms) => (ms / 1000).toFixed(2)).join(' / ')}) — cible ≤ 30 s`,
);
console.log(
  `JavaScript de la page d’accueil : ${(landing.total / 1024).toFixed(1)} Ko gzip (${landing.files.length} fichiers) — cible ≤ 30 Ko`,
);
