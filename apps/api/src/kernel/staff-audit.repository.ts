import type { DatabaseHandle } from '../db/database';

/** Who acted: a staff account through the API, or someone at the server through `npm run admin`. */
export interface StaffActor {
  staffId: string | null;
  via: 'api' | 'cli';
  reason?: string;
}

export async function insertAudit(
  database: DatabaseHandle,
  actor: StaffActor,
  action: string,
  targetUserId: string | null,
  details: Record<string, unknown>,
): Promise<void> {
  await database.query(
    `INSERT INTO staff_audit (staff_id, via, action, target_user_id, details, reason)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [actor.staffId, actor.via, action, targetUserId, JSON.stringify(details), actor.reason?.trim() || null],
  );
}

export interface AuditRow extends Record<string, unknown> {
  id: number;
  at: Date;
  staffEmail: string | null;
  via: 'api' | 'cli';
  action: string;
  targetEmail: string | null;
  details: Record<string, unknown>;
  reason: string | null;
}

export async function deleteAuditBefore(database: DatabaseHandle, before: Date): Promise<number> {
  return (await database.query('DELETE FROM staff_audit WHERE created_at < $1 RETURNING id', [before]))
    .length;
}

export function listAudit(database: DatabaseHandle, limit: number): Promise<AuditRow[]> {
  return database.query<AuditRow>(
    `SELECT a.id::int AS id, a.created_at AS at, s.email AS "staffEmail", a.via, a.action,
            t.email AS "targetEmail", a.details, a.reason
       FROM staff_audit a
       LEFT JOIN users s ON s.id = a.staff_id
       LEFT JOIN users t ON t.id = a.target_user_id
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $1`,
    [limit],
  );
}
