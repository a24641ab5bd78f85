import type { Establishment } from '@declic/domain';
import type { Queryable } from '../../db/database';

/** `%` and `_` typed by someone are letters to find, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The schools of the formations catalogue (Parcoursup, ONISEP lycées) whose UAI is the text, or
 * whose name or town contains it, accents and case aside: one line per UAI, by name.
 */
export async function searchEstablishments(
  db: Queryable,
  text: string,
  page: { limit: number; offset: number },
): Promise<Establishment[]> {
  return db.query<Establishment>(
    `SELECT uai, name, town, department FROM (
       SELECT DISTINCT ON (etab_uai) etab_uai AS uai, etab_nom AS name, commune AS town, departement AS department
       FROM catalog_formations
       WHERE etab_uai IS NOT NULL AND etab_nom IS NOT NULL
         AND (upper(etab_uai) = upper($1)
           OR declic_unaccent(lower(etab_nom)) LIKE '%' || declic_unaccent(lower($2)) || '%'
           OR declic_unaccent(lower(commune)) LIKE '%' || declic_unaccent(lower($2)) || '%')
       ORDER BY etab_uai, updated_at DESC
     ) AS schools
     ORDER BY lower(name), uai
     LIMIT $3 OFFSET $4`,
    [text, escapeLike(text), page.limit, page.offset],
  );
}

/** One school by its UAI, as the catalogue last described it. */
export async function findEstablishment(db: Queryable, uai: string): Promise<Establishment | undefined> {
  const [row] = await db.query<Establishment>(
    `SELECT etab_uai AS uai, etab_nom AS name, commune AS town, departement AS department
     FROM catalog_formations
     WHERE etab_uai = $1 AND etab_nom IS NOT NULL
     ORDER BY updated_at DESC
     LIMIT 1`,
    [uai],
  );
  return row;
}
