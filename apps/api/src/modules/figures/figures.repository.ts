import type { FigureBody } from '@declic/domain';
import type { Queryable } from '../../db/database';

export interface FigureRow extends Record<string, unknown> {
  id: string;
  value: unknown;
  applies_from: string;
  review_by: string;
  source_label: string;
  source_url: string;
}

export interface FigureHistoryRow extends FigureRow {
  reason: string;
  changed_at: string;
  changed_by: string | null;
}

// Dates as ISO text: a DATE has no time zone and must not move a day on the way.
const COLUMNS = `id, value, to_char(applies_from, 'YYYY-MM-DD') AS applies_from,
  to_char(review_by, 'YYYY-MM-DD') AS review_by, source_label, source_url`;

/** The staff's values; a figure without a row keeps the code's. */
export function listFigureRows(database: Queryable): Promise<FigureRow[]> {
  return database.query<FigureRow>(`SELECT ${COLUMNS} FROM dated_figures`);
}

export function upsertFigure(
  database: Queryable,
  id: string,
  body: FigureBody,
  staffId: string | null,
): Promise<FigureRow[]> {
  return database.query<FigureRow>(
    `INSERT INTO dated_figures (id, value, applies_from, review_by, source_label, source_url, updated_by)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET value = EXCLUDED.value, applies_from = EXCLUDED.applies_from,
       review_by = EXCLUDED.review_by, source_label = EXCLUDED.source_label,
       source_url = EXCLUDED.source_url, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING ${COLUMNS}`,
    [
      id,
      JSON.stringify(body.value),
      body.appliesFrom,
      body.reviewBy,
      body.sourceLabel,
      body.sourceUrl,
      staffId,
    ],
  );
}

/** Every version the staff writes is kept, with the reason of the change. */
export async function insertFigureHistory(
  database: Queryable,
  id: string,
  body: FigureBody,
  staffId: string | null,
): Promise<void> {
  await database.query(
    `INSERT INTO dated_figure_history
       (figure_id, value, applies_from, review_by, source_label, source_url, reason, changed_by)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      JSON.stringify(body.value),
      body.appliesFrom,
      body.reviewBy,
      body.sourceLabel,
      body.sourceUrl,
      body.reason,
      staffId,
    ],
  );
}

export function listFigureHistory(database: Queryable, id: string): Promise<FigureHistoryRow[]> {
  return database.query<FigureHistoryRow>(
    `SELECT figure_id AS id, value, to_char(applies_from, 'YYYY-MM-DD') AS applies_from,
       to_char(review_by, 'YYYY-MM-DD') AS review_by, source_label, source_url, reason,
       to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS changed_at,
       changed_by::text AS changed_by
     FROM dated_figure_history WHERE figure_id = $1 ORDER BY dated_figure_history.id DESC`,
    [id],
  );
}
