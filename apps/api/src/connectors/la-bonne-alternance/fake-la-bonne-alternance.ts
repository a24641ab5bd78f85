import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAddress } from './address';
import { LBA_SEARCH_PATH, MAX_JOBS_PER_SOURCE } from './jobs-client';

/**
 * A local stand-in for API Apprentissage's job search on 127.0.0.1, for tests: GET
 * /api/job/v1/search with a bearer API key (401 otherwise), the real query rules (latitude and
 * longitude together, radius 0–200, ROME codes separated by commas, départements), at most 150
 * offers per source and no paging, answered as {jobs, recruiters, warnings}. It can be told to
 * fail the next calls with 429 (and a Retry-After) or a 5xx.
 */
export interface FakeLaBonneAlternance {
  /** Base of the API, like https://api.apprentissage.beta.gouv.fr/api */
  apiUrl: string;
  token: string;
  /** The next `times` searches answer `status` (429 carries Retry-After: `retryAfter`). */
  failNext(status: number, options?: { times?: number; retryAfter?: string }): void;
  stats: { searches: number; unauthorized: number; failed: number; queries: URLSearchParams[] };
  close(): Promise<void>;
}

type Job = {
  identifier?: { partner_label?: string | null };
  workplace?: { location?: { address?: string | null; geopoint?: { coordinates?: number[] } | null } } | null;
  offer?: { rome_codes?: string[] | null };
  [field: string]: unknown;
};

const ROME = /^[A-N]\d{4}$/;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Checks the query as the real API does; the French error text is ours. */
function readQuery(params: URLSearchParams) {
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const latitude = number('latitude');
  const longitude = number('longitude');
  const radius = number('radius') ?? 30;
  const romes = (params.get('romes') ?? '').split(',').filter(Boolean);
  const departements = params.getAll('departements').flatMap((value) => value.split(','));
  if ((latitude === undefined) !== (longitude === undefined))
    return { error: 'latitude et longitude vont ensemble' };
  if (latitude !== undefined && !(Math.abs(latitude) <= 90)) return { error: 'latitude invalide' };
  if (longitude !== undefined && !(Math.abs(longitude) <= 180)) return { error: 'longitude invalide' };
  if (!(radius >= 0 && radius <= 200)) return { error: 'radius doit être entre 0 et 200' };
  if (romes.some((code) => !ROME.test(code))) return { error: 'romes : codes ROME invalides' };
  return { latitude, longitude, radius, romes, departements };
}

export async function startFakeLaBonneAlternance(
  jobs: readonly Job[],
  options: { port?: number } = {},
): Promise<FakeLaBonneAlternance> {
  const token = randomBytes(12).toString('hex');
  const stats = { searches: 0, unauthorized: 0, failed: 0, queries: [] as URLSearchParams[] };
  let failure: { status: number; times: number; retryAfter: string } | undefined;

  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, name: string, message: string) =>
    json(res, status, { statusCode: status, name, message });

  const search = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    if (req.headers.authorization?.match(/^bearer\s+(\S+)$/i)?.[1] !== token) {
      stats.unauthorized += 1;
      return error(res, 401, 'Unauthorized', 'Unauthorized');
    }
    if (failure && failure.times > 0) {
      failure.times -= 1;
      stats.failed += 1;
      const headers: Record<string, string> =
        failure.status === 429 ? { 'Retry-After': failure.retryAfter } : {};
      return json(
        res,
        failure.status,
        { statusCode: failure.status, name: 'Error', message: 'échec simulé' },
        headers,
      );
    }
    stats.searches += 1;
    stats.queries.push(url.searchParams);
    const query = readQuery(url.searchParams);
    if ('error' in query) return error(res, 400, 'Bad Request', `Requête invalide : ${query.error}`);
    const perSource = new Map<string, number>();
    const matches = jobs.filter((job) => {
      const location = job.workplace?.location;
      const [lon, lat] = location?.geopoint?.coordinates ?? [];
      if (query.romes.length && !job.offer?.rome_codes?.some((code) => query.romes.includes(code)))
        return false;
      if (query.departements.length) {
        const departement = parseAddress(location?.address).departement;
        if (!departement || !query.departements.includes(departement)) return false;
      }
      if (query.latitude !== undefined && query.longitude !== undefined) {
        if (lat === undefined || lon === undefined) return false;
        if (distanceKm(query.latitude, query.longitude, lat, lon) > query.radius) return false;
      }
      const source = String(job.identifier?.partner_label);
      perSource.set(source, (perSource.get(source) ?? 0) + 1);
      return (perSource.get(source) ?? 0) <= MAX_JOBS_PER_SOURCE;
    });
    return json(res, 200, { jobs: matches, recruiters: [], warnings: [] });
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === `/api${LBA_SEARCH_PATH}`) search(req, res, url);
    else error(res, 404, 'Not Found', 'Path does not exists');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${base}/api`,
    token,
    failNext: (status, { times = 1, retryAfter = '1' } = {}) => {
      failure = { status, times, retryAfter };
    },
    stats,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
