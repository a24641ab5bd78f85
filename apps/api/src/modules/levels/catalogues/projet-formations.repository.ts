import type { DevenirApprentis } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

/** A catalogue formation joined to the national attendus of its diploma. */
export interface ProjetFormationRow extends Record<string, unknown> {
  code: string;
  label: string;
  school: string | null;
  place: string | null;
  saved: boolean;
  mention: string;
  attendus: string[];
  source: string;
  source_url: string | null;
  devenir_apprentis: DevenirApprentis | null;
}

const SELECT = `
  SELECT f.id::text AS code, coalesce(f.nmc, f.nm[1]) AS label, f.etab_nom AS school,
         coalesce(f.commune, f.departement) AS place, (s.item_id IS NOT NULL) AS saved,
         a.libelle AS mention, a.attendus, a.source, a.source_url,
         f.devenir_apprentis
    FROM catalog_formations f
    JOIN formation_attendus a ON a.mention_key = f.attendus_key
    LEFT JOIN catalog_saved_items s
      ON s.user_id = $1 AND s.item_type = 'formation' AND s.item_id = f.id::text`;

/**
 * Formations that have attendus: with a query, those whose name or school matches it (the
 * student's saved ones first); without, the student's saved ones.
 */
export function searchProjetFormations(
  database: DatabaseHandle,
  userId: string,
  q: string | undefined,
  limit: number,
): Promise<ProjetFormationRow[]> {
  if (!q) {
    return database.query<ProjetFormationRow>(
      `${SELECT} WHERE s.item_id IS NOT NULL ORDER BY s.saved_at DESC, f.id LIMIT $2`,
      [userId, limit],
    );
  }
  return database.query<ProjetFormationRow>(
    `${SELECT}
      WHERE f.search_vector @@ websearch_to_tsquery('declic_fr', $2)
      ORDER BY saved DESC, ts_rank_cd(f.search_vector, websearch_to_tsquery('declic_fr', $2)) DESC, f.id
      LIMIT $3`,
    [userId, q, limit],
  );
}

/** One formation with its attendus, as the caller sees it; undefined when it has none. */
export async function findProjetFormation(
  database: DatabaseHandle,
  userId: string,
  code: string,
): Promise<ProjetFormationRow | undefined> {
  if (!/^\d{1,18}$/.test(code)) return undefined;
  const [row] = await database.query<ProjetFormationRow>(`${SELECT} WHERE f.id = $2::bigint`, [userId, code]);
  return row;
}
