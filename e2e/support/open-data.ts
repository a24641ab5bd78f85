import fs from 'node:fs';
import path from 'node:path';

/**
 * The real open data (ROME, ONISEP…): DECLIC_DATA_DIR, else `shared/data` beside the repository.
 * Null when absent, which CI (DECLIC_REQUIRE_DATA=1) refuses: a journey on real data cannot vanish.
 */
export function openDataDir(): string | null {
  const dir = process.env.DECLIC_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data');
  if (fs.existsSync(path.join(dir, 'rome'))) return dir;
  if (process.env.DECLIC_REQUIRE_DATA === '1') throw new Error(`Données ouvertes introuvables : ${dir}.`);
  return null;
}
