import type { FranceTravailOffre } from '../../connectors/france-travail/offre-schema';
import { safeHttpUrl, textOrNull } from './safe-url';

/** One row of catalog_offres as importers write it (search columns excepted). */
export const OFFRE_COLUMNS = [
  'id',
  'source',
  'intitule',
  'rome_code',
  'rome_libelle',
  'appellation_libelle',
  'type_contrat',
  'type_contrat_libelle',
  'alternance',
  'temps_partiel',
  'heures_hebdo',
  'lieu_travail_libelle',
  'lieu_travail_latitude',
  'lieu_travail_longitude',
  'code_postal',
  'code_commune',
  'code_departement',
  'entreprise_nom',
  'entreprise_logo',
  'secteur_activite_libelle',
  'origine_offre_url_origine',
  'contact_url_postulation',
  'competences',
  'date_creation',
  'date_actualisation',
] as const;

export type OffreRecord = Record<(typeof OFFRE_COLUMNS)[number], unknown>;

export function offreValues(record: OffreRecord): unknown[] {
  return OFFRE_COLUMNS.map((column) => record[column]);
}

/** "33 - Bordeaux" → "33"; else from the commune's INSEE code (97x overseas, 2A/2B Corsica). */
export function departementOfLieu(libelle?: string, commune?: string): string | null {
  const fromLabel = libelle?.match(/^(\d{2,3}|2[AB])\s+-\s/)?.[1];
  if (fromLabel) return fromLabel;
  if (!commune || !/^[0-9][0-9AB]\d{3}$/.test(commune)) return null;
  return commune.startsWith('97') ? commune.slice(0, 3) : commune.slice(0, 2);
}

const finite = (value: number | undefined, limit: number) =>
  value !== undefined && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/** « Temps partiel » / « Temps plein », else unknown. */
function partTime(converti?: string): boolean | null {
  if (converti === 'Temps partiel') return true;
  if (converti === 'Temps plein') return false;
  return null;
}

/** « Temps partiel - 24H30/semaine » → 24.5; null without a weekly figure. */
export function weeklyHours(libelle?: string): number | null {
  const match = libelle?.match(/(\d{1,2})H(\d{2})?\s*\/\s*semaine/i);
  if (!match) return null;
  const hours = Number(match[1]) + Number(match[2] ?? 0) / 60;
  return hours > 0 && hours <= 60 ? Math.round(hours * 100) / 100 : null;
}

/** France Travail marks offers without a logo with a ".../NO_LOGO" address. */
const logoOrNull = (logo?: string) => (logo && !logo.endsWith('/NO_LOGO') ? safeHttpUrl(logo) : null);

export function offreRecordFromFranceTravail(offre: FranceTravailOffre, source: string): OffreRecord {
  const lieu = offre.lieuTravail;
  return {
    id: offre.id,
    source,
    intitule: offre.intitule.trim(),
    rome_code: textOrNull(offre.romeCode),
    rome_libelle: textOrNull(offre.romeLibelle),
    appellation_libelle: textOrNull(offre.appellationlibelle),
    type_contrat: textOrNull(offre.typeContrat)?.toUpperCase() ?? null,
    type_contrat_libelle: textOrNull(offre.typeContratLibelle),
    alternance: offre.alternance === true,
    temps_partiel: partTime(offre.dureeTravailLibelleConverti),
    heures_hebdo: weeklyHours(offre.dureeTravailLibelle),
    lieu_travail_libelle: textOrNull(lieu?.libelle),
    lieu_travail_latitude: finite(lieu?.latitude, 90),
    lieu_travail_longitude: finite(lieu?.longitude, 180),
    code_postal: textOrNull(lieu?.codePostal),
    code_commune: textOrNull(lieu?.commune),
    code_departement: departementOfLieu(lieu?.libelle, lieu?.commune),
    entreprise_nom: textOrNull(offre.entreprise?.nom),
    entreprise_logo: logoOrNull(offre.entreprise?.logo),
    secteur_activite_libelle: textOrNull(offre.secteurActiviteLibelle),
    origine_offre_url_origine: safeHttpUrl(offre.origineOffre?.urlOrigine),
    contact_url_postulation: safeHttpUrl(offre.contact?.urlPostulation),
    competences: (offre.competences ?? []).flatMap((c) => (c.libelle?.trim() ? [c.libelle.trim()] : [])),
    date_creation: new Date(offre.dateCreation).toISOString(),
    date_actualisation: offre.dateActualisation ? new Date(offre.dateActualisation).toISOString() : null,
  };
}
