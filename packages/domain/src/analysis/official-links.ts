/** A page of an official site about a métier or a formation, shown under the recommendation. */
export interface OfficialLink {
  site: OfficialSite;
  url: string;
}

export type OfficialSite = 'ONISEP' | 'France Travail' | 'Parcoursup';

export const OFFICIAL_SITES: readonly OfficialSite[] = ['ONISEP', 'France Travail', 'Parcoursup'];

/**
 * France Travail's sheet of a ROME fiche, by its code: the address the ONISEP open data gives
 * in its `lien_rome` column (ideo-metiers_onisep), for ROME 4.0 codes as for older ones.
 */
export function romeSheetUrl(romeCode: string): string {
  return `https://candidat.francetravail.fr/marche-du-travail/fichemetierrome?codeRome=${encodeURIComponent(romeCode)}`;
}
