import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../src/db/database';
import { readMigrations } from '../src/db/migrate';
import { openPglite, readPgliteImage } from '../src/db/open-pglite';
import { writePgliteImage } from '../src/db/pglite-image';

export { writePgliteImage };

/**
 * A fresh PGlite costs an initdb (seconds, more on a busy machine). Tests instead load a
 * migrated template, built once per set of migrations and shared by every test process.
 */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const migration of readMigrations()) hash.update(migration.id).update(migration.sql);
  return path.join(os.tmpdir(), `declic-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A new in-memory PGlite holding what the image `file` holds. */
export function openPgliteImage(file: string): Promise<DatabaseHandle> {
  return openPglite(undefined, { loadDataDir: readPgliteImage(file) });
}

export async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const file = templatePath();
  if (!fs.existsSync(file)) await writePgliteImage(file);
  return openPgliteImage(file);
}
