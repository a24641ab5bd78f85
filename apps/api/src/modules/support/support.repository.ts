import type { AdminBugReport } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export interface NewBugReport {
  userId: string | null;
  email: string | null;
  title: string;
  description: string;
  location: string;
  userAgent: string;
}

export async function insertBugReport(database: DatabaseHandle, report: NewBugReport): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `INSERT INTO bug_reports (user_id, email, title, description, location, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [report.userId, report.email, report.title, report.description, report.location, report.userAgent],
  );
  return row!.id;
}

export async function markBugReportMailed(database: DatabaseHandle, id: string): Promise<void> {
  await database.query('UPDATE bug_reports SET mailed_at = now() WHERE id = $1', [id]);
}

/** The latest reports first, for the staff. */
export async function listRecentBugReports(
  database: DatabaseHandle,
  limit: number,
): Promise<AdminBugReport[]> {
  const rows = await database.query<{
    id: string;
    title: string;
    description: string;
    location: string;
    user_agent: string;
    email: string | null;
    user_id: string | null;
    mailed_at: Date | string | null;
    created_at: Date | string;
  }>(
    `SELECT id, title, description, location, user_agent, email, user_id, mailed_at, created_at
       FROM bug_reports ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    userAgent: row.user_agent,
    email: row.email,
    userId: row.user_id,
    mailed: row.mailed_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
