import { normalizeForSearch } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

const RESULTS = 10;

/**
 * Fiches whose title or one of their appellations resembles the typed words (trigrams on
 * folded labels), best first, once per fiche: the métier picker of the levels.
 */
export async function searchMetiers(
  database: DatabaseHandle,
  query: string,
): Promise<{ code: string; label: string }[]> {
  const text = normalizeForSearch(query);
  if (text.length < 2) return [];
  return database.query<{ code: string; label: string }>(
    `WITH labels AS (
       SELECT code_rome, word_similarity($1, declic_fold(libelle)) AS score FROM rome_metiers
        WHERE $1 <% declic_fold(libelle)
       UNION ALL
       SELECT code_rome, word_similarity($1, declic_fold(libelle)) * 0.95 FROM rome_appellations
        WHERE $1 <% declic_fold(libelle)
     ), best AS (
       SELECT code_rome, max(score) AS score FROM labels GROUP BY code_rome
     )
     SELECT m.code_rome AS code, m.libelle AS label
       FROM best b JOIN rome_metiers m ON m.code_rome = b.code_rome
      ORDER BY b.score DESC, length(m.libelle), m.code_rome
      LIMIT ${RESULTS}`,
    [text],
  );
}
