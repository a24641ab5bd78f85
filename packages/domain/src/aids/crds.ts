import type { DatedFact } from '../facts/dated-fact';

/**
 * The CRDS withheld from housing aids (0,5 %). OpenFisca-France keeps it with the social levies, outside the
 * imported subset: it is a dated fact of ours, checked against the ordinance.
 */
export const HOUSING_AID_CRDS_RATE: DatedFact<number> = {
  value: 0.005,
  appliesFrom: '1996-02-01',
  reviewBy: '2027-06-30',
  source: {
    label:
      'Ordonnance n° 96-50 du 24 janvier 1996 relative au remboursement de la dette sociale, articles 14 et 19',
    url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000190291',
  },
};
