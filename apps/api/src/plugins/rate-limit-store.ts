import type { Queryable } from '../db/database';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired windows are swept at most this often, by whichever request comes next. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A fixed window per key, counted in one row: the first hit opens it, later hits add one until
 * it expires. One statement, so two instances hitting the same key together both count.
 */
const INCREMENT = `
  INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
    expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM (c.expires_at - now())) * 1000))::float8 AS ttl`;

const READ = `
  SELECT hits, greatest(0, ceil(extract(epoch FROM (expires_at - now())) * 1000))::float8 AS ttl
    FROM rate_limit_counters WHERE key = $1 AND expires_at > now()`;

/**
 * A @fastify/rate-limit store kept in PostgreSQL (or the embedded database), so that every API
 * instance behind the proxy counts the same attempts. The plugin builds it with `new`, hence
 * a class made for one database.
 */
export function postgresRateLimitStore(database: Queryable) {
  let lastSweep = 0;
  const sweepNowAndThen = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await database.query('DELETE FROM rate_limit_counters WHERE expires_at < now()');
  };

  return class PostgresRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      sweepNowAndThen()
        .then(() => database.query<{ hits: number; ttl: number }>(INCREMENT, [this.prefix + key, timeWindow]))
        .then(([row]) => callback(null, { current: row!.hits, ttl: row!.ttl }))
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: StoreCallback): void {
      database
        .query<{ hits: number; ttl: number }>(READ, [this.prefix + key])
        .then(([row]) => callback(null, { current: row?.hits ?? 0, ttl: row?.ttl ?? 0 }))
        .catch((error: Error) => callback(error));
    }

    /**
     * Each route with its own limit counts under its own prefix, as the Redis store does. The
     * plugin passes its merged settings, whose `routeInfo` is the route (its types say otherwise).
     */
    child(options: object): PostgresRateLimitStore {
      const { method = '', url = '' } = (options as RouteInfo).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  };
}
