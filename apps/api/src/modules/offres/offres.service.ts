import {
  CATALOG_PAGE_SIZE,
  CATALOG_RECOMMENDED_PAGE_SIZE,
  OFFRE_MIN_SCORE,
  OFFRES_TOTAL_CAP,
  type OffreSearchQuery,
  type OffreSearchResponse,
  scoreOffre,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { RECOMMENDATION_CANDIDATES, recommendRows } from '../catalog/recommendation';
import { pageWindow, searchText } from '../catalog/text-query';
import { contractCodes, romeCodeIn } from './contract-codes';
import { type OffreRow, toOffreItem } from './offre-item';
import {
  countOffres,
  type OffreFilters,
  offreRecommendationCandidates,
  searchOffres,
  searchOffresFuzzy,
  type Window,
} from './offres.repository';

function toFilters(query: OffreSearchQuery): OffreFilters {
  const q = searchText(query.q);
  const romeCode = q ? romeCodeIn(q) : undefined;
  return {
    q: romeCode ? undefined : q,
    romeCode,
    contractCodes: query.typecontrat ? contractCodes(query.typecontrat) : undefined,
    alternance: query.alternance,
  };
}

async function recommendedOffres(
  database: DatabaseHandle,
  userId: string,
  filters: OffreFilters,
  window: Window,
): Promise<OffreSearchResponse> {
  const scored = await recommendRows<OffreRow>(database, userId, {
    kind: 'offre',
    minScore: OFFRE_MIN_SCORE,
    score: (row, jobs) => scoreOffre(row, jobs),
    candidates: (words, romeCodes) =>
      offreRecommendationCandidates(database, filters, words, romeCodes, RECOMMENDATION_CANDIDATES),
  });
  const page = scored.slice(window.offset, window.offset + window.limit);
  return {
    items: page.map(({ item, score }) => toOffreItem(item, score)),
    has_more: window.offset + window.limit < scored.length,
    total: scored.length,
    total_capped: false,
  };
}

/** The total, exact when the page shows the end, else counted up to OFFRES_TOTAL_CAP. */
async function totalOf(
  database: DatabaseHandle,
  filters: OffreFilters,
  window: Window,
  shown: number,
  hasMore: boolean,
) {
  if (!hasMore && (shown > 0 || window.offset === 0))
    return { total: window.offset + shown, total_capped: false };
  const counted = await countOffres(database, filters, OFFRES_TOTAL_CAP);
  return { total: Math.min(counted, OFFRES_TOTAL_CAP), total_capped: counted > OFFRES_TOTAL_CAP };
}

/** GET /catalog/metiers/search: filters and full text, newest first; fuzzy titles when nothing matches. */
export async function searchOffreCatalog(
  database: DatabaseHandle,
  userId: string,
  query: OffreSearchQuery,
): Promise<OffreSearchResponse> {
  const filters = toFilters(query);
  const pageSize = query.page_size ?? (query.recommended ? CATALOG_RECOMMENDED_PAGE_SIZE : CATALOG_PAGE_SIZE);
  const window = pageWindow(query.page, pageSize);
  if (query.recommended) return recommendedOffres(database, userId, filters, window);

  const page = await searchOffres(database, filters, window);
  if (page.rows.length === 0 && filters.q && (await countOffres(database, filters, 0)) === 0) {
    const fuzzy = await searchOffresFuzzy(database, { ...filters, q: filters.q }, window);
    return {
      items: fuzzy.rows.map((row) => toOffreItem(row)),
      has_more: fuzzy.hasMore,
      total: fuzzy.total,
      total_capped: false,
    };
  }
  return {
    items: page.rows.map((row) => toOffreItem(row)),
    has_more: page.hasMore,
    ...(await totalOf(database, filters, window, page.rows.length, page.hasMore)),
  };
}
