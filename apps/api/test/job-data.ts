import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../src/db/database';
import { formationsImporter } from '../src/db/importers/formations-importer';
import type { Importer } from '../src/db/importers/importer';
import { offresImporter } from '../src/db/importers/offres-importer';
import { onisepImporter } from '../src/db/importers/onisep';
import { silentProgress } from '../src/db/importers/progress';
import { romeImporter } from '../src/db/importers/rome';
import { salairesImporter } from '../src/db/importers/salaires';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/open-postgres';
import {
  buildTestAppOn,
  createPostgresTestDatabase,
  openTestDatabase,
  postgresAdminUrl,
  type TestApp,
  testDatabaseKind,
  withAdmin,
} from './helper';
import { openPgliteImage, writePgliteImage } from './pglite-template';

const IMPORTERS: Importer[] = [
  romeImporter,
  onisepImporter,
  salairesImporter,
  formationsImporter,
  offresImporter,
];

/**
 * Imports the real open data the job facts read (ROME, ONISEP, salaries, formations, offers)
 * with our importers, from the data folder where it lives (never copied into the repository).
 */
export async function importJobData(database: DatabaseHandle, dataDir: string): Promise<void> {
  for (const importer of IMPORTERS) {
    await importer.run({ database, dataDir, progress: silentProgress });
  }
}

/**
 * The real app on a database that already holds the real job data. The import (20 to 40 s) runs
 * once per version of the code and of the data, into a template (a PGlite snapshot in the
 * temporary folder, a PostgreSQL template database); each test file then starts from a copy.
 */
export async function buildJobDataTestApp(dataDir: string): Promise<TestApp> {
  const key = templateKey(dataDir);
  const database =
    testDatabaseKind === 'pglite'
      ? await pgliteCopy(key, dataDir)
      : await openTestDatabase(await postgresTemplate(key, dataDir));
  return buildTestAppOn(database);
}

/** Changes with any source file the import runs (API or domain), the migrations, or the data files. */
function templateKey(dataDir: string): string {
  const hash = createHash('sha256');
  const root = path.resolve(import.meta.dirname, '../../..');
  for (const dir of ['apps/api/src', 'packages/domain/src']) {
    for (const file of listFiles(path.join(root, dir)).filter((f) => !f.endsWith('.test.ts'))) {
      hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
  }
  for (const file of listFiles(dataDir)) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(dataDir, file)}:${stat.size}:${stat.mtimeMs}`);
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const PGLITE_PREFIX = 'declic-jobdata-';

async function pgliteCopy(key: string, dataDir: string): Promise<DatabaseHandle> {
  const file = path.join(os.tmpdir(), `${PGLITE_PREFIX}${key}.tar`);
  if (!fs.existsSync(file)) {
    await writePgliteImage(file, (handle) => importJobData(handle, dataDir));
    for (const old of fs.readdirSync(os.tmpdir())) {
      if (old.startsWith(PGLITE_PREFIX) && old.endsWith('.tar') && path.join(os.tmpdir(), old) !== file)
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
    }
  }
  return openPgliteImage(file);
}

/** The name of the template database holding this version's import, built when missing. */
async function postgresTemplate(key: string, dataDir: string): Promise<string> {
  const name = `declic_jobdata_${key}`;
  const admin = postgresAdminUrl();
  const exists = await withAdmin(admin, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  });
  if (exists) return name;
  // Built in a throw-away database, then renamed: a process running beside finds it whole or not at
  // all; an import that fails drops it.
  const building = await createPostgresTestDatabase();
  const buildingName = new URL(building.url).pathname.slice(1);
  try {
    const handle = await openPostgres(building.url);
    try {
      await migrate(handle);
      await importJobData(handle, dataDir);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await building.drop();
    throw error;
  }
  await withAdmin(admin, async (client) => {
    try {
      await client.query(`ALTER DATABASE ${buildingName} RENAME TO ${name}`);
    } catch {
      // Another process finished first: its template is the same.
      await building.drop();
    }
    const stale = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'declic\\_jobdata\\_%' AND datname <> $1",
      [name],
    );
    for (const { datname } of stale.rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
  return name;
}
