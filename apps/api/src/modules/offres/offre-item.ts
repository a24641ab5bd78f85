import type { OffreItem } from '@declic/domain';

/** The columns an offer item is read from (not its skills: the item does not show them). */
export const OFFRE_ITEM_COLUMNS = `id, source, intitule, rome_code, rome_libelle, type_contrat, type_contrat_libelle,
  lieu_travail_libelle, entreprise_nom, entreprise_logo, origine_offre_url_origine, contact_url_postulation,
  lieu_travail_latitude, lieu_travail_longitude, alternance, date_creation`;

export type OffreRow = {
  id: string;
  source: string;
  intitule: string;
  rome_code: string | null;
  rome_libelle: string | null;
  type_contrat: string | null;
  type_contrat_libelle: string | null;
  lieu_travail_libelle: string | null;
  entreprise_nom: string | null;
  entreprise_logo: string | null;
  origine_offre_url_origine: string | null;
  contact_url_postulation: string | null;
  lieu_travail_latitude: number | null;
  lieu_travail_longitude: number | null;
  alternance: boolean;
  date_creation: Date | string;
};

/** Spec section 3 job offer item, with its alternate keys (typecontrat, lieu, entreprise). */
export function toOffreItem(row: OffreRow, score?: number): OffreItem {
  return {
    id: row.id,
    intitule: row.intitule,
    romecode: row.rome_code,
    rome_libelle: row.rome_libelle,
    type_contrat: row.type_contrat,
    typecontrat: row.type_contrat,
    type_contrat_libelle: row.type_contrat_libelle,
    lieu_travail_libelle: row.lieu_travail_libelle,
    lieu: row.lieu_travail_libelle,
    entreprise_nom: row.entreprise_nom,
    entreprise: row.entreprise_nom,
    entreprise_logo: row.entreprise_logo,
    origine_offre_url_origine: row.origine_offre_url_origine,
    contact_url_postulation: row.contact_url_postulation,
    lieu_travail_latitude: row.lieu_travail_latitude,
    lieu_travail_longitude: row.lieu_travail_longitude,
    alternance: row.alternance,
    date_creation: new Date(row.date_creation).toISOString(),
    demo: row.source === 'demo',
    declic: row.source === 'declic',
    ...(score === undefined ? {} : { score: Math.round(score * 1000) / 1000 }),
  };
}
