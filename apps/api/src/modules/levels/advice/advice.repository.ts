import type { AdviceStatus, AdviceTopic } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

export interface AdviceRow extends Record<string, unknown> {
  id: string;
  topic: AdviceTopic;
  text: string;
  status: AdviceStatus;
  moderation_reason: string | null;
  first_name: string | null;
  last_name: string | null;
  submitted_at: Date | string;
  moderated_at: Date | string | null;
}

const SELECT = `SELECT a.id, a.topic, a.text, a.status, a.moderation_reason, p.first_name, p.last_name,
                       a.submitted_at, a.moderated_at
                  FROM mentor_advice a LEFT JOIN profiles p ON p.user_id = a.user_id`;

/**
 * Stores the student's advice; a new text goes back to the staff's queue, the same text keeps
 * its status (saving twice never unpublishes it).
 */
export async function upsertAdvice(
  database: DatabaseHandle,
  userId: string,
  topic: AdviceTopic,
  text: string,
): Promise<AdviceStatus> {
  const [row] = await database.query<{ status: AdviceStatus }>(
    `INSERT INTO mentor_advice (user_id, topic, text) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE
       SET topic = EXCLUDED.topic, text = EXCLUDED.text, status = 'en_attente', moderation_reason = NULL,
           submitted_at = now(), moderated_at = NULL, moderated_by = NULL
       WHERE mentor_advice.text IS DISTINCT FROM EXCLUDED.text OR mentor_advice.topic IS DISTINCT FROM EXCLUDED.topic
     RETURNING status`,
    [userId, topic, text],
  );
  if (row) return row.status;
  const [kept] = await database.query<{ status: AdviceStatus }>(
    'SELECT status FROM mentor_advice WHERE user_id = $1',
    [userId],
  );
  return kept?.status ?? 'en_attente';
}

export function publishedAdvice(database: DatabaseHandle, limit: number): Promise<AdviceRow[]> {
  return database.query<AdviceRow>(
    `${SELECT} WHERE a.status = 'publie' ORDER BY a.moderated_at DESC LIMIT $1`,
    [limit],
  );
}

export function adviceByStatus(
  database: DatabaseHandle,
  status: AdviceStatus,
  limit: number,
): Promise<AdviceRow[]> {
  return database.query<AdviceRow>(`${SELECT} WHERE a.status = $1 ORDER BY a.submitted_at LIMIT $2`, [
    status,
    limit,
  ]);
}

export async function ownAdvice(database: DatabaseHandle, userId: string): Promise<AdviceRow | undefined> {
  const [row] = await database.query<AdviceRow>(`${SELECT} WHERE a.user_id = $1`, [userId]);
  return row;
}

/** The staff's decision on one advice; its author, for the audit log, or undefined when unknown. */
export async function moderateAdvice(
  database: DatabaseHandle,
  id: string,
  status: Exclude<AdviceStatus, 'en_attente'>,
  staffId: string | null,
  reason: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await database.query<{ user_id: string }>(
    `UPDATE mentor_advice SET status = $2, moderation_reason = $3, moderated_at = now(), moderated_by = $4
      WHERE id = $1 RETURNING user_id`,
    [id, status, reason, staffId],
  );
  return row ? { userId: row.user_id } : undefined;
}
