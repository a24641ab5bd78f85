import { formationsImporter } from '../src/db/importers/formations-importer';
import type { Importer } from '../src/db/importers/importer';
import { offresImporter } from '../src/db/importers/offres-importer';
import { onisepImporter } from '../src/db/importers/onisep';
import { silentProgress } from '../src/db/importers/progress';
import { romeImporter } from '../src/db/importers/rome';
import { salairesImporter } from '../src/db/importers/salaires';
import type { TestApp } from './helper';

/**
 * Imports the real open data the job facts read (ROME, ONISEP, salaries, formations, offers)
 * with our importers, from the data folder where it lives (never copied into the repository).
 */
export async function importJobData(t: TestApp, dataDir: string): Promise<void> {
  const importers: Importer[] = [
    romeImporter,
    onisepImporter,
    salairesImporter,
    formationsImporter,
    offresImporter,
  ];
  for (const importer of importers) {
    await importer.run({ database: t.database, dataDir, progress: silentProgress });
  }
}
