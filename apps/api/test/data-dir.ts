import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The open-data folder for tests that read real files: DECLIC_DATA_DIR, else `shared/data`
 * beside the repository (CI), else /work/shared/data (a developer's worktree). Null when none
 * exists: those tests skip.
 */
export function findDataDir(): string | null {
  const candidates = [
    process.env.DECLIC_DATA_DIR,
    path.join(repoRoot, '..', 'shared', 'data'),
    '/work/shared/data',
  ].filter((dir): dir is string => Boolean(dir));
  return (
    candidates.map((dir) => path.resolve(dir)).find((dir) => fs.existsSync(path.join(dir, 'rome'))) ?? null
  );
}
