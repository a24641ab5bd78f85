import type { Importer } from './importer';

/** Every importer `npm run import -- <name>` knows, in the order `all` runs them. */
export const importers: Importer[] = [];

export function findImporter(name: string): Importer | undefined {
  return importers.find((importer) => importer.name === name);
}
