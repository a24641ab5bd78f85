import type { DatabaseHandle } from '../database';

// PostgreSQL accepts at most 65 535 bind parameters per statement.
const MAX_PARAMETERS = 60_000;

export interface UpsertSpec {
  table: string;
  columns: string[];
  /** Columns of the unique key the source identifies rows by. */
  conflict: string[];
}

/**
 * Inserts rows in batches, updating the existing ones on the key. Rows whose values did not
 * change are left untouched (no dead tuples, and the returned count shows real changes).
 */
export async function batchUpsert(
  database: DatabaseHandle,
  spec: UpsertSpec,
  rows: unknown[][],
  onBatch: (count: number) => void = () => {},
): Promise<number> {
  const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / spec.columns.length));
  const updatable = spec.columns.filter((column) => !spec.conflict.includes(column));
  const setClause = updatable.length
    ? `DO UPDATE SET ${updatable.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
       WHERE (${updatable.map((c) => `${spec.table}.${c}`).join(', ')}) IS DISTINCT FROM (${updatable.map((c) => `EXCLUDED.${c}`).join(', ')})`
    : 'DO NOTHING';
  let changed = 0;
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const result = await database.query<{ n: number }>(
      `WITH upserted AS (
         INSERT INTO ${spec.table} (${spec.columns.join(', ')}) VALUES ${tuples.join(', ')}
         ON CONFLICT (${spec.conflict.join(', ')}) ${setClause}
         RETURNING 1
       ) SELECT count(*)::int AS n FROM upserted`,
      params,
    );
    changed += result[0]?.n ?? 0;
    onBatch(batch.length);
  }
  return changed;
}
