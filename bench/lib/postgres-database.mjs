// A throw-away PostgreSQL database for a bench, created beside the one an admin URL names.
import pg from 'pg';

/** Creates `declic_bench_<time>` and returns its URL and `drop()` (which ends its connections). */
export async function createBenchDatabase(adminUrl) {
  const name = `declic_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped;
  const drop = () => {
    dropped ??= admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end());
    return dropped;
  };
  return { url: url.toString(), drop };
}
