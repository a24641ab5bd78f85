import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { companyErrors } from './company-access';
import { findOffer } from './offers.repository';
import { closeReport, insertReport, listOpenReports, openReportCompany } from './reports.repository';

/** A student reports the company behind a posting; the staff read it in their queue. */
export async function reportCompany(
  db: DatabaseHandle,
  student: AuthUser,
  offerId: number,
  reason: string,
): Promise<{ message: string }> {
  if (student.profileType !== 'student') {
    throw new HttpError(403, 'reserve_eleves', 'Seuls les élèves signalent une entreprise.');
  }
  const offer = await findOffer(db, offerId);
  if (!offer) throw companyErrors.offerNotFound();
  await insertReport(db, {
    companyId: offer.companyId,
    offerId,
    offerTitle: offer.title,
    studentId: student.id,
    reason,
  });
  return { message: 'Merci\u202f: l’équipe Déclic lit ton signalement et agit vite si besoin.' };
}

export const openReports = listOpenReports;

/** Closed without action (the suspension closes a company's reports on its own). Audited. */
export async function dismissReport(
  db: DatabaseHandle,
  actor: StaffActor,
  id: number,
  now: Date,
): Promise<void> {
  const companyId = await openReportCompany(db, id);
  if (!companyId)
    throw new HttpError(404, 'signalement_introuvable', 'Ce signalement n’existe pas ou est déjà classé.');
  await closeReport(db, id, now);
  await recordStaffAction(db, actor, 'signalement_entreprise_classe', companyId, { reportId: id });
}
