import type { NearbyOffre } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

interface NearbyRow extends Record<string, unknown> {
  code: string;
  title: string;
  company: string | null;
  place: string | null;
  contract: string | null;
  url: string | null;
  source: string;
  matching: boolean;
  hours: number | null;
}

const SOURCE_LABELS: Record<string, string> = {
  france_travail: 'France Travail',
  'la-bonne-alternance': 'La bonne alternance',
  demo: 'Offre de démonstration',
};

/** Which offers a level looks for: apprenticeships (31) or part-time jobs (45). */
export type NearbyKind = 'alternance' | 'temps-partiel';

const KIND_CONDITION: Record<NearbyKind, string> = {
  alternance: 'alternance',
  'temps-partiel': 'temps_partiel AND NOT alternance',
};

/**
 * Offers of one kind, in one département or all of France (`departement` null): those for the
 * given ROME codes first, then the newest.
 */
export async function nearbyOffres(
  database: DatabaseHandle,
  kind: NearbyKind,
  departement: string | null,
  { romeCodes, limit }: { romeCodes: string[]; limit: number },
): Promise<NearbyOffre[]> {
  const rows = await database.query<NearbyRow>(
    `SELECT id AS code, intitule AS title, entreprise_nom AS company, lieu_travail_libelle AS place,
            type_contrat_libelle AS contract, coalesce(contact_url_postulation, origine_offre_url_origine) AS url,
            source, coalesce(rome_code = ANY($2::text[]), false) AS matching, heures_hebdo AS hours
       FROM catalog_offres
      WHERE ${KIND_CONDITION[kind]} AND ($1::text IS NULL OR code_departement = $1)
      ORDER BY matching DESC, date_creation DESC, id
      LIMIT $3`,
    [departement, romeCodes, limit],
  );
  return rows.map((row) => ({ ...row, source: SOURCE_LABELS[row.source] ?? row.source }));
}

/** The offers a pick of that kind may keep: the catalogue's offers of that kind only. */
export function findNearbyOffres(kind: NearbyKind) {
  return (database: DatabaseHandle, codes: string[]) =>
    database.query<{ code: string; label: string }>(
      `SELECT id AS code, intitule AS label FROM catalog_offres
        WHERE ${KIND_CONDITION[kind]} AND id = ANY($1::text[])`,
      [codes],
    );
}
