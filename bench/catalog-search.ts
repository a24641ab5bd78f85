// Catalogue search benchmark: real formations and ~1 000 000 offers (replicated from the real
// ones) in a throw-away PostgreSQL database, then both search endpoints over HTTP at 1, 8 and
// 32 clients; then the formations on PGlite. Prints p50/p95/p99 and requests per second.
//   npm run catalog-search -w @declic/bench
// Environment: BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), DECLIC_DATA_DIR
// (../shared/data), BENCH_PORT (3105), BENCH_OFFRES (1000000), BENCH_SECONDS (8 per run).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../apps/api/src/db/migrate';
import { openPglite } from '../apps/api/src/db/open-pglite';
import { openPostgres } from '../apps/api/src/db/open-postgres';
import { type LoadResult, printResults, profileQueries, runLoad } from './catalog-search/load';
import { FORMATION_QUERIES, OFFRE_QUERIES, type Query } from './catalog-search/queries';
import { replicateOffres } from './catalog-search/replicate-offres';
import { benchStudent, IMPORTERS, importAll, ROOT, startServer, stopServer } from './catalog-search/setup';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATA_DIR = path.resolve(ROOT, process.env.DECLIC_DATA_DIR ?? '../shared/data');
const PORT = Number(process.env.BENCH_PORT ?? 3105);
const TARGET = Number(process.env.BENCH_OFFRES ?? 1_000_000);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CLIENTS = [1, 8, 32];
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function measure(
  label: string,
  base: string,
  path: string,
  queries: Query[],
  token: string,
  serverPid: number,
) {
  for (const row of await profileQueries(base, path, queries, token, serverPid)) {
    log(
      `  ${label} seul : ${row.ms.toFixed(1).padStart(6)} ms, puis ${row.meanMs.toFixed(1).padStart(5)} ms ` +
        `(CPU Node ${row.serverCpuMs.toFixed(2)}, PostgreSQL ${row.postgresCpuMs.toFixed(2)})  ${row.query}  → ${row.total}`,
    );
  }
  const results: LoadResult[] = [];
  for (const clients of CLIENTS) {
    results.push(
      await runLoad({ label, base, path, queries, token, clients, durationMs: DURATION_MS, serverPid }),
    );
  }
  return results;
}

async function onPostgres(): Promise<LoadResult[][]> {
  const name = `declic_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  log(`base PostgreSQL ${name}`);
  try {
    const database = await openPostgres(url.toString());
    await migrate(database);
    await importAll(database, DATA_DIR, [IMPORTERS.geo, IMPORTERS.formations, IMPORTERS.offres], log);
    log(`offres : ${await replicateOffres(database, TARGET, log)} lignes`);
    const token = await benchStudent(database);
    await database.close();
    const server = await startServer(PORT, { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() });
    try {
      const base = `http://127.0.0.1:${PORT}`;
      const formations = await measure(
        'formations',
        base,
        '/api/catalog/formations/search',
        FORMATION_QUERIES,
        token,
        server.pid!,
      );
      const offres = await measure(
        'offres',
        base,
        '/api/catalog/metiers/search',
        OFFRE_QUERIES,
        token,
        server.pid!,
      );
      return [formations, offres];
    } finally {
      await stopServer(server);
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    log(`base ${name} supprimée`);
  }
}

async function onPglite(): Promise<LoadResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-bench-pglite-'));
  try {
    const database = await openPglite(dataDir);
    await migrate(database);
    await importAll(database, DATA_DIR, [IMPORTERS.geo, IMPORTERS.formations], log);
    const token = await benchStudent(database);
    await database.close();
    const server = await startServer(PORT, { DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      return await measure(
        'formations (PGlite)',
        `http://127.0.0.1:${PORT}`,
        '/api/catalog/formations/search',
        FORMATION_QUERIES,
        token,
        server.pid!,
      );
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(path.join(DATA_DIR, 'offres'))) {
  console.error(`Données introuvables dans ${DATA_DIR} : définissez DECLIC_DATA_DIR.`);
  process.exit(1);
}
if (!process.env.BENCH_SKIP_BUILD) {
  log('construction de l’API (apps/api/dist)');
  const build = spawnSync('npm', ['run', 'build', '-w', '@declic/api'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w @declic/api a échoué');
}
log(
  `machine : ${os.cpus().length} cœurs, charge moyenne ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
const [formations, offres] = await onPostgres();
const pglite = await onPglite();
printResults('Formations — PostgreSQL (cible p95 ≤ 20 ms)', formations!);
printResults(
  `Offres — PostgreSQL, ${TARGET.toLocaleString('fr-FR')} offres (cible p95 ≤ 50 ms à 8 clients)`,
  offres!,
);
printResults('Formations — PGlite (cible p95 ≤ 60 ms)', pglite);
log(
  `terminé ; charge moyenne ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
