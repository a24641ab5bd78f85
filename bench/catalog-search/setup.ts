import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { formationsImporter } from '../../apps/api/src/db/importers/formations-importer';
import { geoImporter } from '../../apps/api/src/db/importers/geo-importer';
import type { Importer } from '../../apps/api/src/db/importers/importer';
import { offresImporter } from '../../apps/api/src/db/importers/offres-importer';
import { silentProgress } from '../../apps/api/src/db/importers/progress';
import { createAccessTokens } from '../../apps/api/src/plugins/auth';
import { loadOrCreateSecret } from '../../apps/api/src/plugins/secrets';
import { BENCH_JOBS } from './queries';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function importAll(
  database: DatabaseHandle,
  dataDir: string,
  names: Importer[],
  log: (l: string) => void,
) {
  for (const importer of names) {
    const started = Date.now();
    const report = await importer.run({ database, dataDir, progress: silentProgress });
    log(
      `import ${importer.name} : ${report.read} lus, ${report.imported} écrits (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
}

export const IMPORTERS = { geo: geoImporter, formations: formationsImporter, offres: offresImporter };

/** A level-9 student whose analysis recommends BENCH_JOBS, and a bearer token for them. */
export async function benchStudent(database: DatabaseHandle): Promise<string> {
  const email = `bench.${randomBytes(4).toString('hex')}@example.fr`;
  const [row] = await database.query<{ id: string }>(
    'INSERT INTO users (email, email_confirmed_at) VALUES ($1, now()) RETURNING id',
    [email],
  );
  const id = row!.id;
  await database.query('INSERT INTO progression (user_id, level) VALUES ($1, 9)', [id]);
  await database.query(
    "INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'orientation', $2)",
    [id, JSON.stringify({ jobRecommendations: BENCH_JOBS })],
  );
  const tokens = await createAccessTokens(await loadOrCreateSecret(database, 'jwt_access'));
  return tokens.issue({ id, email, profileType: 'student' });
}

/** The built server (apps/api/dist) on its own port, ready when /api/health answers. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CATALOG_DEMO: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`Le serveur n’a pas démarré sur le port ${port}.`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
