import { createRateLimiter } from '../france-travail/rate-limiter';
import { type LbaJob, type LbaRejection, parseLbaJobs } from './job-schema';

/*
 * What we know of the real API (read in mission-apprentissage/api-apprentissage and
 * mission-apprentissage/labonnealternance on GitHub, 2025-2026):
 * - Base https://api.apprentissage.beta.gouv.fr/api, route GET /job/v1/search (sdk/src/routes/jobs/
 *   job.routes.openapi.ts; the SDK's default endpoint is in sdk/src/client/client.ts). It relays
 *   La bonne alternance's GET /v3/jobs/search (labonnealternance shared/src/routes/v3/jobs/).
 * - Auth: the API key of the « Mon compte » page, sent as `Authorization: Bearer <jeton>`. A
 *   missing or unknown key answers 401 (server/src/services/security/authenticationService.ts;
 *   older versions answered 403 « Jeton invalide »), errors are {statusCode, name, message}.
 * - Query: latitude + longitude (both or neither), radius in km (0–200, default 30), romes
 *   (ROME codes separated by commas), rncp, target_diploma_level (3–7), partners_to_exclude, and
 *   in the v3 model departements (one or several codes, repeated parameter).
 * - Response: {jobs: JobOfferRead[], recruiters: [...], warnings: [{message, code}]}. `jobs` is
 *   what we import; `recruiters` are companies likely to hire, not offers.
 * - No paging: « Les résultats sont limités à 150 par source » (sdk/src/docs/routes/jobSearch/fr/
 *   response/jobs.md). To read more, narrow the criteria (one département, one ROME code).
 * - Rate: no limit is published for the search; a public client of the API states 60 calls per
 *   minute per key (and 429 beyond), La bonne alternance's own write routes allow 5 per second.
 *   We keep to one call every 1.1 s by default and wait out a 429 (Retry-After).
 */

export const LBA_SEARCH_PATH = '/job/v1/search';
/** The API serves at most this many offers per source (partner) and per search, without pages. */
export const MAX_JOBS_PER_SOURCE = 150;
export const DEFAULT_REQUESTS_PER_MINUTE = 60;
const MAX_RETRIES_AFTER_429 = 3;
/** Never wait longer than this on one Retry-After, whatever the server says. */
const MAX_RETRY_WAIT_MS = 60_000;
const TIMEOUT_MS = 30_000;

export interface LbaSearchCriteria {
  departement?: string;
  romes?: string[];
  latitude?: number;
  longitude?: number;
  /** Kilometres around latitude/longitude, 0 to 200. */
  radius?: number;
}

export interface LbaWarning {
  code: string;
  message: string;
}

export interface LbaSearchResult {
  jobs: LbaJob[];
  /** Offers of the answer refused by the schema, with their reason. */
  rejected: LbaRejection[];
  /** Offers in the answer, read or not. */
  received: number;
  warnings: LbaWarning[];
  /** The answer reached the 150-offer cap for some source: narrower criteria would give more. */
  capped: boolean;
}

export class LaBonneAlternanceApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LaBonneAlternanceApiError';
  }
}

export interface LbaClientSettings {
  /** e.g. https://api.apprentissage.beta.gouv.fr/api */
  apiUrl: string;
  token: string;
  /** Calls per minute the client allows itself (60 by default). */
  requestsPerMinute?: number;
}

/** Retry-After is seconds or an HTTP date; anything else means one second. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  const wait = Number.isFinite(seconds) ? seconds : 1000;
  return Math.min(MAX_RETRY_WAIT_MS, Math.max(1000, wait));
}

/** The search URL for these criteria (romes joined by commas, as the API expects). */
export function searchUrl(apiUrl: string, criteria: LbaSearchCriteria): URL {
  const url = new URL(`${apiUrl.replace(/\/$/, '')}${LBA_SEARCH_PATH}`);
  if (criteria.latitude !== undefined && criteria.longitude !== undefined) {
    url.searchParams.set('latitude', String(criteria.latitude));
    url.searchParams.set('longitude', String(criteria.longitude));
    url.searchParams.set('radius', String(criteria.radius ?? 30));
  }
  if (criteria.romes?.length) url.searchParams.set('romes', criteria.romes.join(','));
  if (criteria.departement) url.searchParams.set('departements', criteria.departement);
  return url;
}

function countsBySource(jobs: readonly unknown[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const job of jobs) {
    const source = String((job as { identifier?: { partner_label?: unknown } })?.identifier?.partner_label);
    counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  return counts;
}

/**
 * Client for La bonne alternance's job search (through API Apprentissage): bearer token, one
 * call per 1.1 s at most, waits and retries after a 429, French errors for everything else.
 */
export class LaBonneAlternanceJobsClient {
  private readonly acquire: () => Promise<void>;
  /** Calls sent to the search endpoint (observability and tests). */
  requests = 0;

  constructor(private readonly settings: LbaClientSettings) {
    const perMinute = settings.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE;
    // One call per window, the window a tenth longer than the minimum spacing (network jitter).
    this.acquire = createRateLimiter(1, Math.ceil((60_000 / perMinute) * 1.1));
  }

  async search(criteria: LbaSearchCriteria): Promise<LbaSearchResult> {
    const url = searchUrl(this.settings.apiUrl, criteria);
    let response = await this.send(url);
    for (let attempt = 0; response.status === 429 && attempt < MAX_RETRIES_AFTER_429; attempt += 1) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response.headers.get('retry-after'))));
      response = await this.send(url);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw errorFor(response.status, url);
    }
    const body = (await response.json().catch(() => null)) as {
      jobs?: unknown;
      warnings?: unknown;
    } | null;
    if (!body || !Array.isArray(body.jobs)) {
      throw new LaBonneAlternanceApiError(
        `La bonne alternance a envoyé une réponse illisible pour ${url.pathname} (liste « jobs » absente).`,
        response.status,
      );
    }
    const { jobs, rejected } = parseLbaJobs(body.jobs);
    const warnings = Array.isArray(body.warnings)
      ? body.warnings.flatMap((w: { code?: unknown; message?: unknown }) =>
          typeof w?.message === 'string' ? [{ code: String(w.code ?? ''), message: w.message }] : [],
        )
      : [];
    const capped = [...countsBySource(body.jobs).values()].some((count) => count >= MAX_JOBS_PER_SOURCE);
    return { jobs, rejected, received: body.jobs.length, warnings, capped };
  }

  private async send(url: URL): Promise<Response> {
    await this.acquire();
    this.requests += 1;
    try {
      return await fetch(url, {
        headers: { Authorization: `Bearer ${this.settings.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new LaBonneAlternanceApiError(
        `La bonne alternance est injoignable (${url.host}) : ${(error as Error).message}. Vérifiez LBA_API_URL et le réseau.`,
      );
    }
  }
}

function errorFor(status: number, url: URL): LaBonneAlternanceApiError {
  const where = `${url.pathname}${url.search}`;
  if (status === 401 || status === 403) {
    return new LaBonneAlternanceApiError(
      `La bonne alternance a refusé le jeton (HTTP ${status}) : vérifiez LBA_API_TOKEN (la clé d’API de votre compte API Apprentissage).`,
      status,
    );
  }
  if (status === 429) {
    return new LaBonneAlternanceApiError(
      `La bonne alternance limite le nombre d’appels (HTTP 429) et refuse encore après ${MAX_RETRIES_AFTER_429} nouvelles tentatives : relancez plus tard.`,
      status,
    );
  }
  if (status >= 500) {
    return new LaBonneAlternanceApiError(
      `La bonne alternance est en panne (HTTP ${status} pour ${where}) : réessayez plus tard.`,
      status,
    );
  }
  return new LaBonneAlternanceApiError(
    `La bonne alternance a refusé la recherche (HTTP ${status} pour ${where}) : critères invalides ?`,
    status,
  );
}
