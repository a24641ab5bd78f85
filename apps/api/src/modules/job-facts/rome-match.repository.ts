import { normalizeForSearch } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

/** Below this trigram score a title is not the asked job (e.g. "astronaute" against "Aide-soignant"). */
const MIN_MATCH_SCORE = 0.45;
const ROME_CODE = /^[A-N]\d{4}$/;

export interface RomeMatch {
  romeCode: string;
  /** The fiche's title or the appellation that matched. */
  label: string;
  score: number;
}

/**
 * The ROME fiche a job title names: a ROME code directly, else the fiche title or appellation
 * (13 000 of them: "Développeur web", "Infirmière scolaire"…) closest by trigrams on unaccented
 * lowercase words. Null when nothing is close enough: a sheet must not describe another job.
 */
export async function findRomeFiche(database: DatabaseHandle, query: string): Promise<RomeMatch | null> {
  const code = query.trim().toUpperCase();
  if (ROME_CODE.test(code)) {
    const [row] = await database.query<{ libelle: string }>(
      'SELECT libelle FROM rome_metiers WHERE code_rome = $1',
      [code],
    );
    return row ? { romeCode: code, label: row.libelle, score: 1 } : null;
  }
  const text = normalizeForSearch(query);
  if (text.length < 2) return null;
  // Ties (every "Cuisinier / Cuisinière …" fiche contains "cuisinier") go first to the fiches
  // ONISEP links to a métier of that name (the everyday job), then to the broadest fiche.
  const [best] = await database.query<{ code_rome: string; label: string; score: number }>(
    `WITH labels AS (
       SELECT code_rome, libelle AS label, declic_fold(libelle) AS folded FROM rome_metiers
        WHERE declic_fold(libelle) % $1 OR $1 <% declic_fold(libelle)
       UNION ALL
       SELECT code_rome, libelle, declic_fold(libelle) FROM rome_appellations
        WHERE declic_fold(libelle) % $1 OR $1 <% declic_fold(libelle)
     ), everyday AS (
       SELECT DISTINCT jsonb_array_elements_text(rome_codes) AS code FROM onisep_metiers
        WHERE $1 <% declic_fold(libelle)
     )
     SELECT l.code_rome, l.label,
            round(GREATEST(similarity(l.folded, $1), word_similarity($1, l.folded) * 0.9)::numeric, 2)::float AS score
       FROM labels l JOIN rome_metiers m ON m.code_rome = l.code_rome
      ORDER BY score DESC,
               EXISTS (SELECT 1 FROM everyday e WHERE e.code IN (m.code_rome, m.code_rome_parent)) DESC,
               (SELECT count(*) FROM rome_appellations a WHERE a.code_rome = l.code_rome) DESC,
               length(l.label), l.code_rome
      LIMIT 1`,
    [text],
  );
  if (!best || best.score < MIN_MATCH_SCORE) return null;
  return { romeCode: best.code_rome, label: best.label, score: best.score };
}

/** A ROME 4.0 code and its ROME v3 parent when ROME 4 split the fiche (ONISEP and DARES use v3). */
export async function romeCodesOf(database: DatabaseHandle, romeCode: string): Promise<string[]> {
  const [row] = await database.query<{ code_rome_parent: string | null }>(
    'SELECT code_rome_parent FROM rome_metiers WHERE code_rome = $1',
    [romeCode],
  );
  const parent = row?.code_rome_parent;
  return parent && parent !== romeCode ? [romeCode, parent] : [romeCode];
}
