import fs from 'node:fs';
import type { DatabaseHandle } from './database';
import { migrate } from './migrate';
import { openPglite } from './open-pglite';

/**
 * Writes the snapshot of a new migrated PGlite, after `fill` has run on it, to `file`; then
 * closes it. Written aside then renamed, so that no other process ever reads half a file.
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
