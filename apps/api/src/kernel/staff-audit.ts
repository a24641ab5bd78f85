import type { DatabaseHandle } from '../db/database';
import { deleteAuditBefore, insertAudit, listAudit, type StaffActor } from './staff-audit.repository';

export type { StaffActor };

/** One line of the audit log; every staff action writes exactly one. */
export function recordStaffAction(
  database: DatabaseHandle,
  actor: StaffActor,
  action: string,
  targetUserId: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  return insertAudit(database, actor, action, targetUserId, details);
}

/** The audit log is kept one year (CNIL's advice for access logs: six months to a year). */
export const AUDIT_RETENTION_DAYS = 365;

export function forgetOldAudit(database: DatabaseHandle, now: Date): Promise<number> {
  return deleteAuditBefore(database, new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000));
}

export async function staffAudit(database: DatabaseHandle, limit: number) {
  const rows = await listAudit(database, limit);
  return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
}
