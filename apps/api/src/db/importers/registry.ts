import { demoSeedImporter } from './demo-seed';
import type { Importer } from './importer';
import { onisepImporter } from './onisep';
import { romeImporter } from './rome';

/** Every importer `npm run import -- <name>` knows, in the order `all` runs them. */
export const importers: Importer[] = [romeImporter, onisepImporter, demoSeedImporter];

export function findImporter(name: string): Importer | undefined {
  return importers.find((importer) => importer.name === name);
}
