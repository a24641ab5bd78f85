import { CHAT_HISTORY_LIMIT, displayName, type ReportedChatMessages } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

/** A visible message with what every receiver needs except `isMine`. */
export interface StoredChatMessage {
  id: number;
  userId: string;
  authorName: string;
  isStaff: boolean;
  content: string;
  createdAt: string;
}

interface Row extends Record<string, unknown> {
  id: string | number;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  is_staff: boolean;
  content: string;
  created_at: Date | string;
}

const SELECT_MESSAGES = `
  SELECT m.id, m.user_id, p.first_name, p.last_name, u.is_staff, m.content, m.created_at
  FROM global_chat m
  JOIN users u ON u.id = m.user_id
  LEFT JOIN profiles p ON p.user_id = m.user_id`;

function toMessage(row: Row): StoredChatMessage {
  return {
    id: Number(row.id),
    userId: row.user_id,
    authorName: displayName(row.first_name, row.last_name),
    isStaff: row.is_staff,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The last 200 visible messages, oldest first; or every visible one after `sinceId`. */
export async function listMessages(database: DatabaseHandle, sinceId?: number): Promise<StoredChatMessage[]> {
  const rows =
    sinceId === undefined
      ? await database.query<Row>(
          `SELECT * FROM (${SELECT_MESSAGES} WHERE m.hidden_at IS NULL ORDER BY m.id DESC LIMIT $1) last ORDER BY id`,
          [CHAT_HISTORY_LIMIT],
        )
      : await database.query<Row>(
          `${SELECT_MESSAGES} WHERE m.hidden_at IS NULL AND m.id > $1 ORDER BY m.id`,
          [sinceId],
        );
  return rows.map(toMessage);
}

export async function insertMessage(
  database: DatabaseHandle,
  userId: string,
  content: string,
): Promise<StoredChatMessage> {
  const [inserted] = await database.query<{ id: string | number }>(
    'INSERT INTO global_chat (user_id, content) VALUES ($1, $2) RETURNING id',
    [userId, content],
  );
  const [row] = await database.query<Row>(`${SELECT_MESSAGES} WHERE m.id = $1`, [inserted!.id]);
  return toMessage(row!);
}

/** Hides a message for everyone; false when there is no such visible message. */
export async function hideMessage(database: DatabaseHandle, id: number, staffId: string): Promise<boolean> {
  const rows = await database.query(
    'UPDATE global_chat SET hidden_at = now(), hidden_by = $2 WHERE id = $1 AND hidden_at IS NULL RETURNING id',
    [id, staffId],
  );
  return rows.length > 0;
}

/**
 * Ids hidden among the last messages up to `upToId`: what a client that held them before a
 * disconnection must drop, since the live « hidden » event went while it was away.
 */
export async function listRecentlyHiddenIds(database: DatabaseHandle, upToId: number): Promise<number[]> {
  const rows = await database.query<{ id: string | number }>(
    `SELECT id FROM (SELECT id, hidden_at FROM global_chat WHERE id <= $1 ORDER BY id DESC LIMIT $2) recent
     WHERE hidden_at IS NOT NULL ORDER BY id`,
    [upToId, CHAT_HISTORY_LIMIT],
  );
  return rows.map((row) => Number(row.id));
}

/** Records a report (once per reporter); false when the message does not exist or is hidden. */
export async function reportMessage(
  database: DatabaseHandle,
  id: number,
  reporterId: string,
): Promise<boolean> {
  const [visible] = await database.query('SELECT 1 FROM global_chat WHERE id = $1 AND hidden_at IS NULL', [
    id,
  ]);
  if (!visible) return false;
  await database.query(
    'INSERT INTO chat_reports (message_id, reporter_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [id, reporterId],
  );
  return true;
}

const REPORTS_LIMIT = 100;

/** Visible messages with at least one report, the most reported first (the staff's queue). */
export async function listReportedMessages(
  database: DatabaseHandle,
): Promise<ReportedChatMessages['messages']> {
  const rows = await database.query<{
    id: string | number;
    first_name: string | null;
    last_name: string | null;
    content: string;
    created_at: Date | string;
    reports: string | number;
    last_reported_at: Date | string;
  }>(
    `SELECT m.id, p.first_name, p.last_name, m.content, m.created_at,
            count(r.reporter_id) AS reports, max(r.created_at) AS last_reported_at
       FROM global_chat m
       JOIN chat_reports r ON r.message_id = m.id
       LEFT JOIN profiles p ON p.user_id = m.user_id
      WHERE m.hidden_at IS NULL
      GROUP BY m.id, p.first_name, p.last_name
      ORDER BY count(r.reporter_id) DESC, max(r.created_at) DESC
      LIMIT $1`,
    [REPORTS_LIMIT],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    authorName: displayName(row.first_name, row.last_name),
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    reports: Number(row.reports),
    lastReportedAt: new Date(row.last_reported_at).toISOString(),
  }));
}

/** Who wrote a message, and what: the author is told when the team hides it. */
export async function messageAuthor(
  database: DatabaseHandle,
  id: number,
): Promise<{ userId: string; email: string; content: string } | undefined> {
  const [row] = await database.query<{ userId: string; email: string; content: string }>(
    `SELECT m.user_id AS "userId", u.email, m.content FROM global_chat m JOIN users u ON u.id = m.user_id
      WHERE m.id = $1`,
    [id],
  );
  return row;
}
