import type { DatabaseHandle } from '../../db/database';
import { SqlConditions } from '../../kernel/sql-conditions';
import { anyWordQuery } from '../../kernel/text-query';
import { OFFRE_ITEM_COLUMNS, type OffreRow } from './offre-item';

export interface OffreFilters {
  q?: string;
  romeCode?: string;
  contractCodes?: string[];
  alternance?: boolean;
}

/**
 * What the recommendation score reads of an offer. Its skills come as one text, joined by
 * PostgreSQL: the score only reads their words, and reading 500 arrays in Node cost the
 * recommended search 1.4 of its 20.6 ms (docs/performance/catalogues.md).
 */
export type OffreCandidate = { id: string; intitule: string; competences: [string] };

export interface Window {
  limit: number;
  offset: number;
}

/** Newest first; the id breaks ties so pages never overlap. */
const NEWEST_FIRST = 'ORDER BY date_creation DESC, id DESC';

function filterConditions(filters: OffreFilters): SqlConditions {
  const where = new SqlConditions();
  if (filters.romeCode) where.add(`rome_code = ${where.param(filters.romeCode)}`);
  if (filters.contractCodes?.length)
    where.add(`type_contrat = ANY(${where.param(filters.contractCodes)}::text[])`);
  if (filters.alternance !== undefined) where.add(`alternance = ${where.param(filters.alternance)}`);
  if (filters.q) where.add(`search_vector @@ websearch_to_tsquery('declic_fr', ${where.param(filters.q)})`);
  return where;
}

/**
 * One page plus one row, newest first (the extra row says whether another page exists). The
 * page's ids come from the date index alone, which carries the searched text; only the rows
 * shown are then read from the table.
 */
export async function searchOffres(database: DatabaseHandle, filters: OffreFilters, window: Window) {
  const where = filterConditions(filters);
  const rows = await database.query<OffreRow>(
    `SELECT ${OFFRE_ITEM_COLUMNS} FROM (
       SELECT id AS page_id, date_creation AS page_date FROM catalog_offres ${where.sql} ${NEWEST_FIRST}
        LIMIT ${where.param(window.limit + 1)} OFFSET ${where.param(window.offset)}
     ) page JOIN catalog_offres ON id = page_id
     ORDER BY page_date DESC, page_id DESC`,
    where.params,
  );
  return { rows: rows.slice(0, window.limit), hasMore: rows.length > window.limit };
}

/**
 * Counts matches up to `cap + 1` and stops there: an exact count of a broad query over a
 * million offers costs a second, a bounded one a few milliseconds.
 */
export async function countOffres(
  database: DatabaseHandle,
  filters: OffreFilters,
  cap: number,
): Promise<number> {
  const where = filterConditions(filters);
  const rows = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM catalog_offres ${where.sql} LIMIT ${where.param(cap + 1)}) m`,
    where.params,
  );
  return rows[0]?.n ?? 0;
}

/** The planner's estimate of how many offers match: instant, and close for frequent words. */
export async function estimateOffres(database: DatabaseHandle, filters: OffreFilters): Promise<number> {
  const where = filterConditions(filters);
  const rows = await database.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM catalog_offres ${where.sql}`,
    where.params,
  );
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The newest offers whose title, ROME name or sector shares a word with the recommended jobs,
 * or whose ROME code is one of theirs: the bounded set the word-overlap score runs on.
 */
export async function offreRecommendationCandidates(
  database: DatabaseHandle,
  filters: OffreFilters,
  words: readonly string[],
  romeCodes: readonly string[],
  limit: number,
): Promise<OffreCandidate[]> {
  const where = filterConditions(filters);
  const alternatives: string[] = [];
  if (words.length)
    alternatives.push(`search_vector @@ to_tsquery('declic_fr', ${where.param(anyWordQuery(words))})`);
  if (romeCodes.length) alternatives.push(`rome_code = ANY(${where.param(romeCodes)}::text[])`);
  if (alternatives.length === 0) return [];
  where.add(`(${alternatives.join(' OR ')})`);
  const rows = await database.query<{ id: string; intitule: string; skills: string }>(
    `SELECT id, intitule, array_to_string(competences, ' ') AS skills FROM catalog_offres ${where.sql}
      ${NEWEST_FIRST} LIMIT ${where.param(limit)}`,
    where.params,
  );
  return rows.map(({ id, intitule, skills }) => ({ id, intitule, competences: [skills] }));
}

export async function findOffresByIds(database: DatabaseHandle, ids: readonly string[]): Promise<OffreRow[]> {
  if (ids.length === 0) return [];
  return database.query<OffreRow>(
    `SELECT ${OFFRE_ITEM_COLUMNS} FROM catalog_offres WHERE id = ANY($1::text[]) ${NEWEST_FIRST}`,
    [ids],
  );
}
