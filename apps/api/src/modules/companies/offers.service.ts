import { type CompanyOffer, type CompanyOffersResponse, offerStartProblem } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { todayInFrance } from '../calendar';
import { activeCompanyOf, companyErrors, companyOf, ownOffer } from './company-access';
import { withdrawOffer } from './offer-publication';
import {
  findOffer,
  insertOffer,
  listCompanyOffers,
  type OfferFields,
  publicOffer,
  setOfferStatus,
  updateOffer,
} from './offers.repository';

function assertStartDate(offer: OfferFields, now: Date): void {
  const problem = offerStartProblem(offer.startsOn, todayInFrance(now));
  if (problem) throw new HttpError(400, 'date_de_debut', problem);
}

export async function companyOffers(db: DatabaseHandle, companyId: string): Promise<CompanyOffersResponse> {
  const company = await companyOf(db, companyId);
  return { company, offers: (await listCompanyOffers(db, companyId)).map(publicOffer) };
}

/** A new posting waits for the staff; nothing reaches a student before. */
export async function createOffer(
  db: DatabaseHandle,
  companyId: string,
  offer: OfferFields,
  now: Date,
): Promise<CompanyOffer> {
  await activeCompanyOf(db, companyId);
  assertStartDate(offer, now);
  return publicOffer(await insertOffer(db, companyId, offer));
}

/** Any change goes back to review, and the posting leaves the search until approved again. */
export async function editOffer(
  db: DatabaseHandle,
  companyId: string,
  offerId: number,
  offer: OfferFields,
  now: Date,
): Promise<CompanyOffer> {
  await activeCompanyOf(db, companyId);
  const current = await ownOffer(db, companyId, offerId);
  if (current.status === 'fermee') {
    throw new HttpError(409, 'offre_fermee', 'Cette offre est fermée\u202f: proposez-en une nouvelle.');
  }
  assertStartDate(offer, now);
  await db.transaction(async (tx) => {
    await updateOffer(tx, offerId, offer);
    await withdrawOffer(tx, offerId);
  });
  return reloaded(db, offerId);
}

/** Closing is final: the posting leaves the search; its applications stay readable. */
export async function closeOffer(
  db: DatabaseHandle,
  companyId: string,
  offerId: number,
): Promise<CompanyOffer> {
  await ownOffer(db, companyId, offerId);
  await db.transaction(async (tx) => {
    await setOfferStatus(tx, offerId, 'fermee');
    await withdrawOffer(tx, offerId);
  });
  return reloaded(db, offerId);
}

export async function reloaded(db: DatabaseHandle, offerId: number): Promise<CompanyOffer> {
  const offer = await findOffer(db, offerId);
  if (!offer) throw companyErrors.offerNotFound();
  return publicOffer(offer);
}
