import {
  CATALOG_PAGE_SIZE,
  CATALOG_RECOMMENDED_PAGE_SIZE,
  formatNumber,
  OFFRE_MIN_SCORE,
  OFFRES_EXACT_COUNT_LIMIT,
  OFFRES_MAX_RESULTS,
  type OffreSearchQuery,
  type OffreSearchResponse,
  offreScorer,
} from '@declic/domain';
import { correctSpelling } from '../../db/catalog/vocabulary';
import type { DatabaseHandle } from '../../db/database';
import { pageWindow, searchText } from '../../kernel/text-query';
import { HttpError } from '../../plugins/errors';
import type { RecommendedJob } from '../analysis';
import { jobsToMatch, recommendedPage, recommendRows } from '../analysis';
import { contractCodes, romeCodeIn } from './contract-codes';
import { toOffreItem } from './offre-item';
import {
  countOffres,
  estimateOffres,
  findOffresByIds,
  type OffreCandidate,
  type OffreFilters,
  offreRecommendationCandidates,
  searchOffres,
  type Window,
} from './offres.repository';

/** Recommended mode scores the newest offers sharing a word or a ROME code with the jobs. */
const RECOMMENDATION_CANDIDATES = 500;

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
  jobs: RecommendedJob[],
  filters: OffreFilters,
  window: Window,
): Promise<OffreSearchResponse> {
  const scored = await recommendRows<OffreCandidate>(jobs, {
    kind: 'offre',
    minScore: OFFRE_MIN_SCORE,
    scorer: offreScorer,
    candidates: (words, romeCodes) =>
      offreRecommendationCandidates(database, filters, words, romeCodes, RECOMMENDATION_CANDIDATES),
  });
  return {
    items: await recommendedPage(scored, window, (ids) => findOffresByIds(database, ids), toOffreItem),
    has_more: window.offset + window.limit < scored.length,
    total: scored.length,
    total_estimated: false,
  };
}

/** An estimate shown as such: two significant figures (32 763 → 33 000). */
function roughly(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * Exact when the page shows the end or few offers match; for large result sets the planner's
 * estimate (a bounded count first rules out a misleading small estimate).
 */
async function totalOf(
  database: DatabaseHandle,
  filters: OffreFilters,
  window: Window,
  shown: number,
  hasMore: boolean,
) {
  if (!hasMore && (shown > 0 || window.offset === 0))
    return { total: window.offset + shown, total_estimated: false };
  const estimate = await estimateOffres(database, filters);
  if (estimate <= OFFRES_EXACT_COUNT_LIMIT) {
    const counted = await countOffres(database, filters, OFFRES_EXACT_COUNT_LIMIT);
    if (counted <= OFFRES_EXACT_COUNT_LIMIT) return { total: counted, total_estimated: false };
  }
  return { total: roughly(Math.max(estimate, OFFRES_EXACT_COUNT_LIMIT)), total_estimated: true };
}

async function searchPage(database: DatabaseHandle, filters: OffreFilters, window: Window) {
  const page = await searchOffres(database, filters, window);
  // Paging stops at OFFRES_MAX_RESULTS: the last reachable page says there is nothing after it.
  const hasMore = page.hasMore && window.offset + window.limit < OFFRES_MAX_RESULTS;
  return { ...page, hasMore, ...(await totalOf(database, filters, window, page.rows.length, page.hasMore)) };
}

/** GET /catalog/metiers/search: filters and full text, newest first; a corrected spelling when nothing matches. */
export async function searchOffreCatalog(
  database: DatabaseHandle,
  userId: string,
  query: OffreSearchQuery,
): Promise<OffreSearchResponse> {
  const filters = toFilters(query);
  const matched = Boolean(query.recommended || query.metier);
  const pageSize = query.page_size ?? (matched ? CATALOG_RECOMMENDED_PAGE_SIZE : CATALOG_PAGE_SIZE);
  const window = pageWindow(query.page, pageSize);
  if (window.offset >= OFFRES_MAX_RESULTS) {
    throw new HttpError(
      400,
      'page_trop_loin',
      `Les offres s’affichent jusqu’à la ${formatNumber(OFFRES_MAX_RESULTS)}e\u202F: précise ta recherche pour voir les autres.`,
    );
  }
  if (matched) {
    return recommendedOffres(database, await jobsToMatch(database, userId, query.metier), filters, window);
  }

  let result = await searchPage(database, filters, window);
  let correction: string | undefined;
  if (result.total === 0 && filters.q) {
    correction = await correctSpelling(database, 'offres', filters.q);
    if (correction) result = await searchPage(database, { ...filters, q: correction }, window);
  }
  return {
    items: result.rows.map((row) => toOffreItem(row)),
    has_more: result.hasMore,
    total: result.total,
    total_estimated: result.total_estimated,
    ...(correction && result.total > 0 ? { correction } : {}),
  };
}
