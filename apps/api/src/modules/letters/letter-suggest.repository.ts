import { LETTER_SUGGESTION_LIMIT, type LetterSuggestion, type LetterTargetType } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

/** `%` and `_` typed by the student are letters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Accents, case and apostrophes (’ or ') are folded on both sides by the same SQL.
const fold = (sql: string) => `replace(declic_unaccent(lower(${sql})), '’', '''')`;
const FOLDED_MATCH = `LIKE '%' || ${fold('$1')} || '%'`;
const FOLDED_PREFIX = `LIKE ${fold('$1')} || '%'`;

async function suggestMetiers(database: DatabaseHandle, q: string): Promise<LetterSuggestion[]> {
  // A fiche and its appellations often share a title: one suggestion per title.
  const rows = await database.query<{ id: string; label: string }>(
    `SELECT min(id) AS id, label FROM (
       SELECT code_rome AS id, libelle AS label FROM rome_metiers
       UNION ALL
       SELECT code_rome, libelle FROM rome_appellations
     ) metiers
     WHERE ${fold('label')} ${FOLDED_MATCH}
     GROUP BY label
     ORDER BY ${fold('label')} ${FOLDED_PREFIX} DESC, length(label), label
     LIMIT $2`,
    [escapeLike(q), LETTER_SUGGESTION_LIMIT],
  );
  return rows.map((row) => ({ id: row.id, type: 'metier', label: row.label }));
}

async function suggestFormations(database: DatabaseHandle, q: string): Promise<LetterSuggestion[]> {
  const rows = await database.query<{
    id: string;
    name: string;
    etab_nom: string | null;
    commune: string | null;
  }>(
    `SELECT id::text AS id, nm[1] AS name, etab_nom, commune FROM catalog_formations
     WHERE ${fold('sort_key')} ${FOLDED_MATCH}
     ORDER BY ${fold('sort_key')} ${FOLDED_PREFIX} DESC, length(sort_key), id
     LIMIT $2`,
    [escapeLike(q), LETTER_SUGGESTION_LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    type: 'formation',
    label: [row.name, row.etab_nom, row.commune].filter(Boolean).join(' — '),
  }));
}

/** GET /letter/suggest: métiers from ROME titles and appellations, formations from the catalogue. */
export function suggestTargets(
  database: DatabaseHandle,
  type: LetterTargetType,
  q: string,
): Promise<LetterSuggestion[]> {
  return type === 'metier' ? suggestMetiers(database, q) : suggestFormations(database, q);
}
