import type { KeyDateBody } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export interface KeyDateRow extends Record<string, unknown> {
  id: string;
  session: string;
  label: string;
  starts_on: string;
  ends_on: string | null;
  source_label: string;
  source_url: string;
  review_by: string | null;
}

// Dates as ISO text: a DATE has no time zone, and must not move a day on the way.
const COLUMNS = `id, session, label, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
  to_char(ends_on, 'YYYY-MM-DD') AS ends_on, source_label, source_url,
  to_char(review_by, 'YYYY-MM-DD') AS review_by`;

/** Dates not over on `today` (ISO), soonest first. */
export function listUpcomingKeyDates(database: DatabaseHandle, today: string): Promise<KeyDateRow[]> {
  return database.query<KeyDateRow>(
    `SELECT ${COLUMNS} FROM key_dates WHERE coalesce(ends_on, starts_on) >= $1::date
      ORDER BY starts_on, id`,
    [today],
  );
}

export function listAllKeyDates(database: DatabaseHandle): Promise<KeyDateRow[]> {
  return database.query<KeyDateRow>(`SELECT ${COLUMNS} FROM key_dates ORDER BY starts_on DESC, id`);
}

export async function upsertKeyDate(
  database: DatabaseHandle,
  id: string,
  body: KeyDateBody,
  staffId: string | null,
): Promise<KeyDateRow> {
  const [row] = await database.query<KeyDateRow>(
    `INSERT INTO key_dates (id, session, label, starts_on, ends_on, source_label, source_url, review_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id) DO UPDATE SET session = EXCLUDED.session, label = EXCLUDED.label,
       starts_on = EXCLUDED.starts_on, ends_on = EXCLUDED.ends_on, source_label = EXCLUDED.source_label,
       source_url = EXCLUDED.source_url, review_by = EXCLUDED.review_by,
       updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING ${COLUMNS}`,
    [
      id,
      body.session,
      body.label,
      body.startsOn,
      body.endsOn,
      body.sourceLabel,
      body.sourceUrl,
      body.reviewBy,
      staffId,
    ],
  );
  if (!row) throw new Error('key_dates: upsert without a row');
  return row;
}

export async function deleteKeyDate(database: DatabaseHandle, id: string): Promise<boolean> {
  const removed = await database.query('DELETE FROM key_dates WHERE id = $1 RETURNING id', [id]);
  return removed.length > 0;
}
