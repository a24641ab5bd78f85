import { demoSeedImporter } from './demo-seed';
import { formationsImporter } from './formations-importer';
import { geoImporter } from './geo-importer';
import type { Importer } from './importer';
import { inserjeunesImporter } from './inserjeunes';
import { createLbaOffresImporter } from './lba-offres-importer';
import { createOffresApiImporter } from './offres-api-importer';
import { offresImporter } from './offres-importer';
import { onisepImporter } from './onisep';
import { openfiscaImporter } from './openfisca-importer';
import { parcoursupAccesImporter } from './parcoursup-acces';
import { romeImporter } from './rome';
import { salairesImporter } from './salaires';

/** Every importer `npm run import -- <name>` knows, in the order `all` runs them. */
export const importers: Importer[] = [
  romeImporter,
  onisepImporter,
  salairesImporter,
  demoSeedImporter,
  geoImporter,
  formationsImporter,
  parcoursupAccesImporter,
  inserjeunesImporter,
  offresImporter,
  createOffresApiImporter(),
  createLbaOffresImporter(),
  openfiscaImporter,
];

export function findImporter(name: string): Importer | undefined {
  return importers.find((importer) => importer.name === name);
}
