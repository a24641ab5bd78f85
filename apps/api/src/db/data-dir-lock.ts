import fs from 'node:fs';
import path from 'node:path';
import { DatabaseOpenError } from './database';

/**
 * PGlite is single-process: two servers on one data directory would corrupt it.
 * A lock file holds the owner's pid; a lock left by a dead process (kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'declic.lock');
  const owner = readOwner(lockPath);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new DatabaseOpenError(
      `La base embarquée de ${dataDir} est déjà ouverte par un autre processus (pid ${owner}). ` +
        'Arrêtez-le d’abord, ou utilisez DATABASE_URL pour partager une base PostgreSQL.',
    );
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => {
    if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
