import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** `shared/data` beside the repository or beside one of its parent folders. */
function sharedDataBesideRepo(): string[] {
  const found: string[] = [];
  for (let dir = path.dirname(repoRoot); ; dir = path.dirname(dir)) {
    found.push(path.join(dir, 'shared', 'data'));
    if (path.dirname(dir) === dir) return found;
  }
}

/**
 * The open-data folder for tests that read real files: DECLIC_DATA_DIR when set, else
 * `shared/data` beside the repository (or beside a parent folder). Null when none exists.
 */
export function findDataDir(): string | null {
  // A folder named explicitly is the only one looked at: a wrong DECLIC_DATA_DIR is not hidden.
  const named = process.env.DECLIC_DATA_DIR;
  const candidates = named ? [named] : sharedDataBesideRepo();
  return (
    candidates.map((dir) => path.resolve(dir)).find((dir) => fs.existsSync(path.join(dir, 'rome'))) ?? null
  );
}

/**
 * A suite on the real open data. Where the data is absent it is skipped on a developer's machine,
 * but fails when DECLIC_REQUIRE_DATA=1 (set by CI, which has the data): it cannot vanish silently.
 */
export function describeWithData(name: string, body: () => void): void {
  if (findDataDir()) {
    describe(name, body);
  } else if (process.env.DECLIC_REQUIRE_DATA === '1') {
    describe(name, () => {
      it('trouve les données ouvertes', () => {
        throw new Error(
          'Données ouvertes introuvables : définir DECLIC_DATA_DIR (voir shared/data/README.md).',
        );
      });
    });
  } else {
    describe.skip(`${name} (données ouvertes absentes)`, body);
  }
}
