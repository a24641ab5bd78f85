import type { Company } from '@declic/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { findCompany } from './companies.repository';
import { findOffer, type OfferRow } from './offers.repository';

export const companyErrors = {
  noCompany: () =>
    new HttpError(
      404,
      'entreprise_absente',
      'Ce compte n’a pas d’organisation enregistrée\u202f: inscrivez-la depuis la page des entreprises.',
    ),
  suspended: () =>
    new HttpError(
      403,
      'entreprise_suspendue',
      'Votre espace entreprise est suspendu\u202f: écrivez à l’équipe Déclic pour en parler.',
    ),
  offerNotFound: () => new HttpError(404, 'offre_introuvable', 'Cette offre n’existe pas.'),
  notYourOffer: () =>
    new HttpError(403, 'offre_autre_entreprise', 'Cette offre appartient à une autre entreprise.'),
};

/** The caller's organisation; a company account without one (made by hand) gets a clear 404. */
export async function companyOf(db: Queryable, userId: string): Promise<Company> {
  const company = await findCompany(db, userId);
  if (!company) throw companyErrors.noCompany();
  return company;
}

export async function activeCompanyOf(db: Queryable, userId: string): Promise<Company> {
  const company = await companyOf(db, userId);
  if (company.suspended) throw companyErrors.suspended();
  return company;
}

/** A posting the caller owns: 404 when it does not exist, 403 when another company posted it. */
export async function ownOffer(db: Queryable, companyId: string, offerId: number): Promise<OfferRow> {
  const offer = await findOffer(db, offerId);
  if (!offer) throw companyErrors.offerNotFound();
  if (offer.companyId !== companyId) throw companyErrors.notYourOffer();
  return offer;
}
