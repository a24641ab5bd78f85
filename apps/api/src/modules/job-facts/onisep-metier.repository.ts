import type { DatabaseHandle } from '../../db/database';

export interface OnisepMetier {
  libelle: string;
  accessLevel: string | null;
  formations: string[];
}

/**
 * The ONISEP métier of a ROME fiche (its code or its ROME v3 parent), the one whose name is
 * closest to the asked job when several share the code.
 */
export async function readOnisepMetier(
  database: DatabaseHandle,
  romeCodes: string[],
  titleHint: string,
): Promise<OnisepMetier | null> {
  const [row] = await database.query<{
    libelle: string;
    niveau_acces_min: string | null;
    formations: Array<{ libelle: string }>;
  }>(
    `SELECT libelle, niveau_acces_min, formations FROM onisep_metiers
      WHERE rome_codes ?| $1::text[]
      ORDER BY similarity(declic_unaccent(lower(libelle)), declic_unaccent(lower($2))) DESC, id
      LIMIT 1`,
    [romeCodes, titleHint],
  );
  if (!row) return null;
  return {
    libelle: row.libelle,
    accessLevel: row.niveau_acces_min,
    formations: row.formations.map((formation) => formation.libelle),
  };
}
