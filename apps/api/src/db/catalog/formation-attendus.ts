import type { DatabaseHandle } from '../database';
import { batchUpsert } from '../importers/batch-upsert';
import { mentionKeyCandidates } from './mention-key';

/** One row of formation_attendus: the national attendus of a diploma mention. */
export interface AttendusRecord {
  mention_key: string;
  libelle: string;
  attendus: string[];
  /** 'onisep' (imported) or 'demo' (written by the team for the demo catalogue). */
  source: string;
  source_id: string | null;
  source_url: string | null;
}

const ATTENDUS_COLUMNS = [
  'mention_key',
  'libelle',
  'attendus',
  'source',
  'source_id',
  'source_url',
] as const satisfies readonly (keyof AttendusRecord)[];

// Formations updated per statement when linking (two array parameters each).
const LINK_BATCH = 5_000;

/**
 * Writes the attendus of one source and removes that source's mentions no longer given.
 * Returns how many rows changed.
 */
export async function replaceAttendus(
  database: DatabaseHandle,
  source: string,
  records: AttendusRecord[],
): Promise<number> {
  const changed = await batchUpsert(
    database,
    { table: 'formation_attendus', columns: [...ATTENDUS_COLUMNS], conflict: ['mention_key'] },
    records.map((record) => ATTENDUS_COLUMNS.map((column) => record[column])),
  );
  const removed = await database.query<{ n: number }>(
    `WITH removed AS (
       DELETE FROM formation_attendus WHERE source = $1 AND NOT (mention_key = ANY($2::text[])) RETURNING 1
     ) SELECT count(*)::int AS n FROM removed`,
    [source, records.map((record) => record.mention_key)],
  );
  return changed + (removed[0]?.n ?? 0);
}

/**
 * Points every catalogue formation at the attendus of its mention (attendus_key), or at none
 * when no mention key of its name has attendus. Idempotent; returns how many formations changed.
 */
export async function linkFormationAttendus(database: DatabaseHandle): Promise<number> {
  const known = new Set(
    (await database.query<{ mention_key: string }>('SELECT mention_key FROM formation_attendus')).map(
      (row) => row.mention_key,
    ),
  );
  const formations = await database.query<{ id: number | string; nm: string[] }>(
    'SELECT id, nm FROM catalog_formations ORDER BY id',
  );
  let changed = 0;
  for (let start = 0; start < formations.length; start += LINK_BATCH) {
    const batch = formations.slice(start, start + LINK_BATCH);
    const keys = batch.map(
      ({ nm }) =>
        nm.flatMap((name) => (name ? mentionKeyCandidates(name) : [])).find((key) => known.has(key)) ?? null,
    );
    const result = await database.query<{ n: number }>(
      `WITH updated AS (
         UPDATE catalog_formations AS f SET attendus_key = v.key
           FROM unnest($1::bigint[], $2::text[]) AS v (id, key)
          WHERE f.id = v.id AND f.attendus_key IS DISTINCT FROM v.key
         RETURNING 1
       ) SELECT count(*)::int AS n FROM updated`,
      [batch.map(({ id }) => String(id)), keys],
    );
    changed += result[0]?.n ?? 0;
  }
  return changed;
}
