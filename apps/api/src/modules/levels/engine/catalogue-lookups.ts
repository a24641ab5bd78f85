import type { LetterTargetCatalogue, PickCatalogue } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { findCompanies } from '../catalogues/entreprises.repository';
import { findNearbyOffres } from '../catalogues/nearby-offres.repository';
import { findVideos } from '../catalogues/videos.repository';

export type CatalogueItem = {
  code: string;
  label: string;
};

type Lookup = (database: DatabaseHandle, codes: string[]) => Promise<CatalogueItem[]>;

const findMetiers: Lookup = (database, codes) =>
  database.query<CatalogueItem>(
    'SELECT code_rome AS code, libelle AS label FROM rome_metiers WHERE code_rome = ANY($1::text[])',
    [codes],
  );

const findFormations: Lookup = (database, codes) =>
  database.query<CatalogueItem>(
    `SELECT id::text AS code, coalesce(nmc, nm[1]) AS label FROM catalog_formations
      WHERE id::text = ANY($1::text[])`,
    [codes],
  );

const findOffres: Lookup = (database, codes) =>
  database.query<CatalogueItem>(
    'SELECT id AS code, intitule AS label FROM catalog_offres WHERE id = ANY($1::text[])',
    [codes],
  );

/** How a pick step checks that what the student chose really is in our catalogues. */
export const CATALOGUE_LOOKUPS: Record<PickCatalogue, Lookup> = {
  metiers: findMetiers,
  formations: findFormations,
  offres: findOffres,
  videos: findVideos,
  entreprises: findCompanies,
  alternance: findNearbyOffres('alternance'),
  jobs: findNearbyOffres('temps-partiel'),
};

/** A letter's target as the catalogue names it, with whom the letter may address. */
export interface LetterTargetRow extends Record<string, unknown> {
  label: string;
  /** The offer's title and company, or the formation's name and school. */
  addressees: string[];
}

const LETTER_TARGET_SQL: Record<LetterTargetCatalogue, string> = {
  offres: `SELECT intitule AS label, array_remove(ARRAY[intitule, entreprise_nom], NULL) AS addressees
             FROM catalog_offres WHERE id = $1`,
  formations: `SELECT coalesce(nmc, nm[1]) AS label,
                      array_remove(ARRAY[coalesce(nmc, nm[1]), etab_nom], NULL) AS addressees
                 FROM catalog_formations WHERE id::text = $1`,
};

export async function findLetterTarget(
  database: DatabaseHandle,
  catalogue: LetterTargetCatalogue,
  code: string,
): Promise<LetterTargetRow | undefined> {
  const [row] = await database.query<LetterTargetRow>(LETTER_TARGET_SQL[catalogue], [code]);
  return row;
}
