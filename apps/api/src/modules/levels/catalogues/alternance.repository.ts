import type { AlternanceOffre } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

interface AlternanceRow extends Record<string, unknown> {
  code: string;
  title: string;
  company: string | null;
  place: string | null;
  contract: string | null;
  url: string | null;
  source: string;
  matching: boolean;
}

const SOURCE_LABELS: Record<string, string> = {
  france_travail: 'France Travail',
  'la-bonne-alternance': 'La bonne alternance',
  demo: 'Offre de démonstration',
};

/**
 * Apprenticeship offers, in one département or all of France (`departement` null): those for
 * the given ROME codes first, then the newest.
 */
export async function alternanceOffres(
  database: DatabaseHandle,
  departement: string | null,
  { romeCodes, limit }: { romeCodes: string[]; limit: number },
): Promise<AlternanceOffre[]> {
  const rows = await database.query<AlternanceRow>(
    `SELECT id AS code, intitule AS title, entreprise_nom AS company, lieu_travail_libelle AS place,
            type_contrat_libelle AS contract, coalesce(contact_url_postulation, origine_offre_url_origine) AS url,
            source, coalesce(rome_code = ANY($2::text[]), false) AS matching
       FROM catalog_offres
      WHERE alternance AND ($1::text IS NULL OR code_departement = $1)
      ORDER BY matching DESC, date_creation DESC, id
      LIMIT $3`,
    [departement, romeCodes, limit],
  );
  return rows.map((row) => ({ ...row, source: SOURCE_LABELS[row.source] ?? row.source }));
}

/** The offers a level 31 pick may keep: apprenticeship offers of the catalogue only. */
export function findAlternanceOffres(database: DatabaseHandle, codes: string[]) {
  return database.query<{ code: string; label: string }>(
    'SELECT id AS code, intitule AS label FROM catalog_offres WHERE alternance AND id = ANY($1::text[])',
    [codes],
  );
}
