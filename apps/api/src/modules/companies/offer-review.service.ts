import type { Company, CompanyOffer } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import type { Mailer } from '../../plugins/mail';
import { companyEmail, findCompany, setCompanySuspension } from './companies.repository';
import { companyErrors } from './company-access';
import { offerRefusedMail } from './company-mails';
import { publishOffer, withdrawCompanyOffers, withdrawOffer } from './offer-publication';
import { findOffer, listCompanyOffers, listPendingOffers, setOfferStatus } from './offers.repository';
import { reloaded } from './offers.service';
import { closeCompanyReports } from './reports.repository';

export interface ReviewDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  publicUrl: string;
}

export const pendingOffers = listPendingOffers;

const companySpaceUrl = (publicUrl: string) => `${publicUrl}/entreprise`;

/** Publish (into the offers catalogue) or refuse with a reason the company reads by e-mail. */
export async function decideOffer(
  deps: ReviewDeps,
  actor: StaffActor,
  offerId: number,
  decision: { decision: 'approve' | 'refuse'; reason: string },
): Promise<CompanyOffer> {
  const db = deps.database;
  const offer = await findOffer(db, offerId);
  if (!offer) throw companyErrors.offerNotFound();
  if (offer.status !== 'en_attente') {
    throw new HttpError(409, 'offre_deja_traitee', 'Cette offre n’attend plus de validation.');
  }
  const company = await findCompany(db, offer.companyId);
  if (!company || company.suspended) throw companyErrors.suspended();
  const reason = decision.reason.trim();
  await db.transaction(async (tx) => {
    if (decision.decision === 'approve') {
      await setOfferStatus(tx, offerId, 'publiee');
      await publishOffer(tx, offer, company);
    } else {
      await setOfferStatus(tx, offerId, 'refusee', reason);
      await withdrawOffer(tx, offerId);
    }
  });
  const action = decision.decision === 'approve' ? 'offre_entreprise_publiee' : 'offre_entreprise_refusee';
  await recordStaffAction(db, { ...actor, reason }, action, company.id, { offerId, title: offer.title });
  if (decision.decision === 'refuse') {
    const email = await companyEmail(db, company.id);
    if (email)
      deps.mailer.sendInBackground({
        to: email,
        ...offerRefusedMail(offer.title, reason, companySpaceUrl(deps.publicUrl)),
      });
  }
  return reloaded(db, offerId);
}

/** A suspended company's postings leave the search at once; lifting it puts the published ones back. */
export async function setSuspension(
  deps: ReviewDeps,
  actor: StaffActor,
  companyId: string,
  change: { suspended: boolean; reason: string },
  now: Date,
): Promise<Company> {
  const db = deps.database;
  const company = await db.transaction(async (tx) => {
    const updated = await setCompanySuspension(
      tx,
      companyId,
      change.suspended ? { at: now, reason: change.reason } : null,
    );
    if (!updated) throw new HttpError(404, 'entreprise_introuvable', 'Cette entreprise n’existe pas.');
    if (change.suspended) {
      await withdrawCompanyOffers(tx, companyId);
      await closeCompanyReports(tx, companyId, now);
    } else {
      const published = (await listCompanyOffers(tx, companyId)).filter(
        (offer) => offer.status === 'publiee',
      );
      for (const offer of published) await publishOffer(tx, offer, updated);
    }
    return updated;
  });
  const action = change.suspended ? 'entreprise_suspendue' : 'entreprise_retablie';
  await recordStaffAction(db, { ...actor, reason: change.reason }, action, companyId, {
    organisation: company.organisation,
  });
  return company;
}
