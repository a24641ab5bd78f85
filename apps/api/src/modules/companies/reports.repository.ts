import type { CompanyReport } from '@declic/domain';
import type { Queryable } from '../../db/database';

export async function insertReport(
  db: Queryable,
  report: { companyId: string; offerId: number; offerTitle: string; studentId: string; reason: string },
): Promise<void> {
  await db.query(
    `INSERT INTO company_reports (company_id, offer_id, offer_title, student_id, reason) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, student_id) WHERE closed_at IS NULL
     DO UPDATE SET reason = left(company_reports.reason || E'\n\n' || excluded.reason, 4000)`,
    [report.companyId, report.offerId, report.offerTitle, report.studentId, report.reason],
  );
}

/** Open reports, oldest first; the reporter's identity is not shown, only what they wrote. */
export function listOpenReports(db: Queryable): Promise<CompanyReport[]> {
  return db.query<CompanyReport>(
    `SELECT r.id, r.offer_title AS "offerTitle", r.reason,
            to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "reportedAt",
            json_build_object('id', c.user_id, 'organisation', c.organisation, 'siret', c.siret,
              'suspended', c.suspended_at IS NOT NULL) AS company
       FROM company_reports r JOIN companies c ON c.user_id = r.company_id
      WHERE r.closed_at IS NULL
      ORDER BY r.created_at, r.id`,
  );
}

/** The company a report is about, when the report is still open. */
export async function openReportCompany(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ companyId: string }>(
    'SELECT company_id AS "companyId" FROM company_reports WHERE id = $1 AND closed_at IS NULL',
    [id],
  );
  return row?.companyId;
}

export async function closeReport(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE company_reports SET closed_at = $2 WHERE id = $1', [id, at]);
}

/** Suspending a company answers every open report about it. */
export async function closeCompanyReports(db: Queryable, companyId: string, at: Date): Promise<void> {
  await db.query('UPDATE company_reports SET closed_at = $2 WHERE company_id = $1 AND closed_at IS NULL', [
    companyId,
    at,
  ]);
}
