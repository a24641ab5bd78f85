import {
  CATALOG_PAGE_SIZE,
  CATALOG_RECOMMENDED_PAGE_SIZE,
  FORMATION_MIN_SCORE,
  type FormationSearchQuery,
  type FormationSearchResponse,
  spreadRepeatedNames,
} from '@declic/domain';
import { correctSpelling } from '../../db/catalog/vocabulary';
import type { DatabaseHandle } from '../../db/database';
import { pageWindow, searchText } from '../../kernel/text-query';
import { jobsToMatch, recommendedPage } from '../analysis';
import { findDepartementCode, findRegionCode } from '../geo';
import { toFormationItem } from './formation-item';
import {
  type FormationFilters,
  findFormationsByIds,
  recommendedFormations,
  searchFormations,
} from './formations.repository';

const NOTHING: FormationSearchResponse = { items: [], total: 0 };

/** Turns the query's place names into codes; undefined when a place names nothing we know. */
async function resolveFilters(database: DatabaseHandle, query: FormationSearchQuery) {
  const filters: FormationFilters = { q: searchText(query.q) };
  if (query.departement) {
    filters.codeDepartement = await findDepartementCode(database, query.departement);
    if (!filters.codeDepartement) return undefined;
  }
  if (query.region) {
    filters.codeRegion = await findRegionCode(database, query.region);
    if (!filters.codeRegion) return undefined;
  }
  return filters;
}

/** GET /catalog/formations/search and GET /formations: filters, full text, then fuzzy fallback. */
export async function searchFormationCatalog(
  database: DatabaseHandle,
  userId: string,
  query: FormationSearchQuery,
): Promise<FormationSearchResponse> {
  const filters = await resolveFilters(database, query);
  if (!filters) return NOTHING;
  const matched = Boolean(query.recommended || query.metier);
  const pageSize = query.page_size ?? (matched ? CATALOG_RECOMMENDED_PAGE_SIZE : CATALOG_PAGE_SIZE);
  const window = pageWindow(query.page, pageSize);
  if (matched) {
    const jobs = await jobsToMatch(database, userId, query.metier);
    const ranked = await recommendedFormations(database, filters, jobs, FORMATION_MIN_SCORE);
    const scored = spreadRepeatedNames(ranked, (row) => row.nameId);
    const items = await recommendedPage(
      scored,
      window,
      (ids) => findFormationsByIds(database, ids),
      toFormationItem,
    );
    return { items, total: scored.length };
  }
  let result = await searchFormations(database, filters, window);
  let correction: string | undefined;
  if (result.total === 0 && filters.q) {
    correction = await correctSpelling(database, 'formations', filters.q);
    if (correction) result = await searchFormations(database, { ...filters, q: correction }, window);
  }
  return {
    items: result.rows.map((row) => toFormationItem(row)),
    total: result.total,
    ...(correction && result.total > 0 ? { correction } : {}),
  };
}
