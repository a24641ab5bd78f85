import fs from 'node:fs';
import path from 'node:path';
import type { MetierCandidate, OrientationItem } from '@declic/domain';
import { onisepImporter } from '../../apps/api/src/db/importers/onisep';
import { silentProgress } from '../../apps/api/src/db/importers/progress';
import { romeImporter } from '../../apps/api/src/db/importers/rome';
import { romeFilesPresent } from '../../apps/api/src/db/importers/rome-source';
import { migrate } from '../../apps/api/src/db/migrate';
import { openPglite } from '../../apps/api/src/db/open-pglite';
import { listOrientationItems } from '../../apps/api/src/modules/questionnaire';
import { loadCatalogue } from '../../apps/api/src/modules/rome';

/** DECLIC_DATA_DIR, else shared/data beside the repository (no machine path written here). */
export function findDataDir(): string | null {
  const candidates = [process.env.DECLIC_DATA_DIR, path.join(import.meta.dirname, '../../../shared/data')];
  return (
    candidates
      .filter((dir): dir is string => Boolean(dir))
      .find((dir) => fs.existsSync(dir) && romeFilesPresent(dir)) ?? null
  );
}

/**
 * The questionnaire items and the catalogue exactly as the API reads them: a throw-away
 * embedded database, migrated, with the real ROME and ONISEP imported by our importers.
 */
export async function loadEngineInputs(
  dataDir: string,
): Promise<{ items: OrientationItem[]; catalogue: MetierCandidate[] }> {
  const database = await openPglite();
  try {
    await migrate(database);
    for (const importer of [romeImporter, onisepImporter])
      await importer.run({ database, dataDir, progress: silentProgress });
    const [items, catalogue] = await Promise.all([listOrientationItems(database), loadCatalogue(database)]);
    return { items, catalogue: catalogue.metiers };
  } finally {
    await database.close();
  }
}
