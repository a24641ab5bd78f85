import { formationTitleWords, type JobForScoring, type Scored } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { SqlConditions } from '../../kernel/sql-conditions';
import { FORMATION_ITEM_COLUMNS, FORMATION_ITEM_FIELDS, type FormationRow } from './formation-item';
import { formationsSharingWords, type IndexedFormation, isIn, rankByTitles } from './formation-word-index';
import { currentWordIndex } from './formation-word-index.repository';

export interface FormationFilters {
  q?: string;
  codeDepartement?: string;
  codeRegion?: string;
}

/** What the recommendation scores read of a formation: its names as one text, their words, their number. */
export type FormationCandidate = Pick<IndexedFormation, 'id' | 'names' | 'words' | 'nameId'>;

type Nullable<T> = { [K in keyof T]: T[K] | null };

export interface Window {
  limit: number;
  offset: number;
}

function placeConditions(filters: FormationFilters): SqlConditions {
  const where = new SqlConditions();
  if (filters.codeDepartement) where.add(`code_departement = ${where.param(filters.codeDepartement)}`);
  if (filters.codeRegion) where.add(`code_region = ${where.param(filters.codeRegion)}`);
  return where;
}

/**
 * Full-text matches, best ranked first (name before school before town), then by name; one
 * statement gives the page and the total (one round trip to PostgreSQL). With text, the matches
 * are ranked and counted on their id alone (a window count over the rows it ranks anyway), and
 * only the page's rows are read whole (a deferred join: 35 to 50 % less PostgreSQL time than
 * sorting whole rows). Without text, the page's ids come from the name index alone (skipping 780
 * rows for page 40 reads no row: 4.5 → 0.6 ms), then its 20 rows, the total from a count computed
 * once. A page past the end has no row to carry the total: it is counted apart.
 */
export async function searchFullText(database: DatabaseHandle, filters: FormationFilters, window: Window) {
  const where = placeConditions(filters);
  const query = filters.q ? `websearch_to_tsquery('declic_fr', ${where.param(filters.q)})` : undefined;
  if (query) where.add(`search_vector @@ ${query}`);
  const filterParams = [...where.params];
  const page = `LIMIT ${where.param(window.limit)} OFFSET ${where.param(window.offset)}`;
  const rows = await database.query<FormationRow & { total: number | null }>(
    query
      ? `WITH page AS (
           SELECT id, ts_rank_cd(search_vector, ${query}) AS rank, sort_key, count(*) OVER ()::int AS total
             FROM catalog_formations ${where.sql} ORDER BY rank DESC, sort_key, id ${page})
         SELECT f.id::text AS id, ${FORMATION_ITEM_FIELDS}, page.total
           FROM page JOIN catalog_formations f ON f.id = page.id
          ORDER BY page.rank DESC, page.sort_key, page.id`
      : `WITH page AS (SELECT id, sort_key FROM catalog_formations ${where.sql} ORDER BY sort_key, id ${page})
         SELECT f.id::text AS id, ${FORMATION_ITEM_FIELDS},
                (SELECT count(*)::int FROM catalog_formations ${where.sql}) AS total
           FROM page JOIN catalog_formations f ON f.id = page.id
          ORDER BY page.sort_key, page.id`,
    where.params,
  );
  if (rows.length > 0 || window.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const count = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM catalog_formations ${where.sql}`,
    filterParams,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

/** A page of formations and the total: one word from its index, anything else by full text. */
export async function searchFormations(database: DatabaseHandle, filters: FormationFilters, window: Window) {
  return (await searchOneWord(database, filters, window)) ?? searchFullText(database, filters, window);
}

// One word of letters or digits, as most students type: one lexeme once stemmed, usually.
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * A one-word search anywhere, from the words' index (migration 0090): the page in rank order and
 * the total come from the rows of that one word, each ranked once when its formation was written,
 * instead of ranking every formation holding it (« informatique », 759 formations: 2.6 → 0.7 ms
 * of PostgreSQL). Same ranks, same order, same total as the full-text query. When the word stems
 * to one lexeme, the answer is final, even empty (a typo, a page past the end): the full-text
 * query would find the same formations, and a typo then goes straight to the spelling correction.
 * A word that stems to several lexemes or none is undefined, and the full-text query answers it,
 * as every other search.
 */
export async function searchOneWord(database: DatabaseHandle, filters: FormationFilters, window: Window) {
  if (!filters.q || !ONE_WORD.test(filters.q) || filters.codeDepartement || filters.codeRegion)
    return undefined;
  // One row even for an empty page, to carry the lexeme count and the total.
  const rows = await database.query<Nullable<FormationRow> & { lexemes: number; total: number }>(
    `WITH page AS (
       SELECT formation_id AS id, rank, sort_key FROM catalog_formation_terms
        WHERE term = websearch_to_tsquery('declic_fr', $1)
        ORDER BY rank DESC, sort_key, formation_id LIMIT $2 OFFSET $3)
     SELECT numnode(websearch_to_tsquery('declic_fr', $1)) AS lexemes,
            (SELECT count(*)::int FROM catalog_formation_terms WHERE term = websearch_to_tsquery('declic_fr', $1)) AS total,
            f.id::text AS id, ${FORMATION_ITEM_FIELDS}
       FROM (SELECT) AS asked LEFT JOIN (page JOIN catalog_formations f ON f.id = page.id) ON true
      ORDER BY page.rank DESC, page.sort_key, page.id`,
    [filters.q, window.limit, window.offset],
  );
  const [first] = rows;
  if (first?.lexemes !== 1) return undefined;
  return {
    rows: rows.filter((row): row is FormationRow & typeof first => row.id !== null),
    total: first.total,
  };
}

/**
 * The formations the recommendation score runs on: every one holding a word of the job titles
 * (from the word index kept in memory), in the place asked, narrowed to the free text when there
 * is one; in name order.
 */
export async function recommendationCandidates(
  database: DatabaseHandle,
  filters: FormationFilters,
  words: readonly string[],
): Promise<FormationCandidate[]> {
  if (words.length === 0) return [];
  const candidates = formationsSharingWords(await currentWordIndex(database), words, filters);
  const matching = await textMatches(database, filters.q);
  return matching ? candidates.filter((formation) => matching.has(formation.id)) : candidates;
}

/** The ids of the formations matching the free text; undefined without text (all match). */
async function textMatches(database: DatabaseHandle, q: string | undefined) {
  if (!q) return undefined;
  const matching = await database.query<{ id: string }>(
    `SELECT id::text AS id FROM catalog_formations WHERE search_vector @@ websearch_to_tsquery('declic_fr', $1)`,
    [q],
  );
  return new Set(matching.map((row) => row.id));
}

/**
 * The formations the jobs recommend (their titles' words against the formations' names, from the
 * word index kept in memory), in the place asked and matching the free text if any; best first,
 * equal scores in name order.
 */
export async function recommendedFormations(
  database: DatabaseHandle,
  filters: FormationFilters,
  jobs: readonly JobForScoring[],
  minScore: number,
): Promise<Scored<FormationCandidate>[]> {
  const titles = formationTitleWords(jobs);
  if (titles.every((title) => title.size === 0)) return [];
  const index = await currentWordIndex(database);
  const matching = await textMatches(database, filters.q);
  return rankByTitles(
    index,
    titles,
    minScore,
    (formation) => isIn(formation, filters) && (!matching || matching.has(formation.id)),
  );
}

export async function findFormationsByIds(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<FormationRow[]> {
  const numeric = ids.filter((id) => /^\d{1,18}$/.test(id));
  if (numeric.length === 0) return [];
  return database.query<FormationRow>(
    `SELECT ${FORMATION_ITEM_COLUMNS} FROM catalog_formations WHERE id = ANY($1::bigint[]) ORDER BY sort_key, id`,
    [numeric],
  );
}
