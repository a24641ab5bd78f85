import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/open-pglite';

/**
 * A fresh PGlite costs an initdb (seconds, more on a busy machine). Tests instead load a
 * migrated template, built once per set of migrations and shared by every test process.
 */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const migration of readMigrations()) hash.update(migration.id).update(migration.sql);
  return path.join(os.tmpdir(), `declic-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Writes the snapshot of a new migrated PGlite, after `fill` has run on it, to `file`; then
 * closes it. Written aside then renamed, so a concurrent test process never reads half a file.
 */
export async function writePgliteImage(
  file: string,
  fill: (handle: DatabaseHandle) => Promise<void> = async () => {},
): Promise<void> {
  const handle = await openPglite();
  try {
    await migrate(handle);
    await fill(handle);
    const snapshot = await handle.snapshot!();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
}

/** A new in-memory PGlite holding what the image `file` holds. */
export function openPgliteImage(file: string): Promise<DatabaseHandle> {
  return openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(file)]) });
}

export async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const file = templatePath();
  if (!fs.existsSync(file)) await writePgliteImage(file);
  return openPgliteImage(file);
}
