import { createRateLimiter } from './rate-limiter';
import { FranceTravailTokens, type TokenSettings } from './token-provider';

/** The API serves at most 150 offers per call, and no index beyond 3 149 (first index ≤ 3 000). */
export const PAGE_SIZE = 150;
export const MAX_FIRST_INDEX = 3000;
export const MAX_LAST_INDEX = 3149;
/** France Travail allows 10 calls per second on Offres d'emploi v2. */
export const MAX_REQUESTS_PER_SECOND = 10;

export interface SearchCriteria {
  departement?: string;
  codeROME?: string;
}

export interface OffresPage {
  offres: unknown[];
  /** Matches the API says exist (from Content-Range), even beyond what it lets us read. */
  total: number;
}

export class FranceTravailApiError extends Error {}

export interface ClientSettings extends TokenSettings {
  /** e.g. https://api.francetravail.io/partenaire/offresdemploi */
  apiUrl: string;
}

/** "offres 0-149/6150" → 6150 */
export function totalFromContentRange(header: string | null): number | undefined {
  const total = header?.match(/\/(\d+)\s*$/)?.[1];
  return total === undefined ? undefined : Number(total);
}

/**
 * Client for GET /v2/offres/search: bearer token (renewed once on a 401), `range` pagination,
 * at most 10 calls per second (and it waits when the server still answers 429).
 */
export class FranceTravailOffresClient {
  readonly tokens: FranceTravailTokens;
  private readonly acquire = createRateLimiter(MAX_REQUESTS_PER_SECOND);
  /** Calls sent to the search endpoint (observability and tests). */
  requests = 0;

  constructor(private readonly settings: ClientSettings) {
    this.tokens = new FranceTravailTokens(settings);
  }

  /** One `range` of results, `first` to `last` inclusive. */
  async searchPage(criteria: SearchCriteria, first: number, last: number): Promise<OffresPage> {
    const url = new URL(`${this.settings.apiUrl.replace(/\/$/, '')}/v2/offres/search`);
    if (criteria.departement) url.searchParams.set('departement', criteria.departement);
    if (criteria.codeROME) url.searchParams.set('codeROME', criteria.codeROME);
    url.searchParams.set('range', `${first}-${last}`);
    let response = await this.send(url);
    if (response.status === 401) {
      this.tokens.invalidate();
      response = await this.send(url);
    }
    for (let attempt = 0; response.status === 429 && attempt < 3; attempt += 1) {
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
      response = await this.send(url);
    }
    if (response.status === 204) return { offres: [], total: 0 };
    if (response.status !== 200 && response.status !== 206) {
      throw new FranceTravailApiError(
        `France Travail a répondu HTTP ${response.status} pour ${url.pathname}${url.search}.`,
      );
    }
    const body = (await response.json()) as { resultats?: unknown[] };
    const offres = body.resultats ?? [];
    return {
      offres,
      total: totalFromContentRange(response.headers.get('content-range')) ?? first + offres.length,
    };
  }

  /**
   * Every offer the API lets us read for these criteria, page by page (150, up to index 3 149).
   * `capped` says the API holds more than it serves: narrow the criteria (ROME code) to get them.
   */
  async searchAll(criteria: SearchCriteria, onPage: (offres: unknown[]) => Promise<void> | void = () => {}) {
    let first = 0;
    let total = Number.POSITIVE_INFINITY;
    let read = 0;
    while (first < total && first <= MAX_FIRST_INDEX) {
      const last = Math.min(first + PAGE_SIZE - 1, MAX_LAST_INDEX);
      const page = await this.searchPage(criteria, first, last);
      total = page.total;
      read += page.offres.length;
      await onPage(page.offres);
      if (page.offres.length < last - first + 1) break;
      first = last + 1;
    }
    return { read, total: Number.isFinite(total) ? total : read, capped: total > read };
  }

  private async send(url: URL): Promise<Response> {
    await this.acquire();
    this.requests += 1;
    return fetch(url, {
      headers: { Authorization: `Bearer ${await this.tokens.get()}`, Accept: 'application/json' },
    });
  }
}
