import {
  COMPANY_OFFER_KIND_LABELS,
  type CompanyOfferKind,
  codeInLabel,
  DECLIC_OFFER_PREFIX,
  declicCatalogueId,
} from '@declic/domain';
import type { Queryable } from '../../db/database';
import type { OfferRow } from './offers.repository';

/** Under a full-time week, the posting also shows among the part-time jobs of level 45. */
const FULL_TIME_HOURS = 35;

/** Only a summer job has a France Travail contract code of its own (SAI, saisonnier). */
const CONTRACT_CODES: Partial<Record<CompanyOfferKind, string>> = { 'job-ete': 'SAI' };

/**
 * An approved posting is copied into the offers catalogue, so Emplois, the levels and the
 * recommended mode find it like any other; `source = 'declic'` gives it its badge.
 */
export async function publishOffer(
  db: Queryable,
  offer: OfferRow,
  company: { organisation: string; sector: string },
): Promise<void> {
  // A meeting is not a job: students find it under « Rencontres métier », not in Emplois.
  if (offer.kind === 'rencontre') return;
  const hours = offer.hoursPerWeek;
  await db.query(
    `INSERT INTO catalog_offres (id, source, intitule, type_contrat, type_contrat_libelle, alternance,
       lieu_travail_libelle, code_departement, entreprise_nom, secteur_activite_libelle, date_creation,
       temps_partiel, heures_hebdo)
     VALUES ($1, 'declic', $2, $3, $4, $5, $6, $7, $8, $9, now(), $10, $11)
     ON CONFLICT (id) DO UPDATE SET intitule = excluded.intitule, type_contrat = excluded.type_contrat,
       type_contrat_libelle = excluded.type_contrat_libelle, alternance = excluded.alternance,
       lieu_travail_libelle = excluded.lieu_travail_libelle, code_departement = excluded.code_departement,
       entreprise_nom = excluded.entreprise_nom, secteur_activite_libelle = excluded.secteur_activite_libelle,
       date_actualisation = now(), temps_partiel = excluded.temps_partiel, heures_hebdo = excluded.heures_hebdo`,
    [
      declicCatalogueId(offer.id),
      offer.title,
      CONTRACT_CODES[offer.kind] ?? null,
      COMPANY_OFFER_KIND_LABELS[offer.kind],
      offer.kind === 'alternance',
      `${offer.city} (${codeInLabel(offer.department) ?? offer.department})`,
      codeInLabel(offer.department) ?? null,
      company.organisation,
      company.sector,
      hours !== null && hours < FULL_TIME_HOURS,
      hours,
    ],
  );
}

/** Out of every search at once: closed, edited (back to review), refused or suspended. */
export async function withdrawOffer(db: Queryable, offerId: number): Promise<void> {
  await db.query('DELETE FROM catalog_offres WHERE id = $1', [declicCatalogueId(offerId)]);
}

export async function withdrawCompanyOffers(db: Queryable, companyId: string): Promise<void> {
  await db.query(
    `DELETE FROM catalog_offres
      WHERE id IN (SELECT $2 || id FROM company_offers WHERE company_id = $1)`,
    [companyId, DECLIC_OFFER_PREFIX],
  );
}
