import { parseAddress } from '../../connectors/la-bonne-alternance/address';
import type { LbaJob } from '../../connectors/la-bonne-alternance/job-schema';
import type { OffreRecord } from '../catalog/offre-record';
import { safeHttpUrl, textOrNull } from '../catalog/safe-url';

export const LBA_SOURCE = 'la-bonne-alternance';
/** Catalogue ids of LBA offers: never the same as a France Travail id (those have no prefix). */
export const LBA_ID_PREFIX = 'lba-';

/** The two contracts of the format, with the code and label the catalogue shows. */
const CONTRATS: Record<string, { code: string; libelle: string }> = {
  apprentissage: { code: 'APP', libelle: 'Contrat d’apprentissage' },
  professionnalisation: { code: 'PRO', libelle: 'Contrat de professionnalisation' },
};

/** ["Apprentissage"] → APP ; ["Professionnalisation"] → PRO ; both → APP, labelled as either; none → null. */
export function contratOf(types: readonly string[]): { code: string | null; libelle: string | null } {
  const known = [...new Set(types.map((type) => CONTRATS[type.trim().toLowerCase()]).filter(Boolean))];
  if (known.length === 0) return { code: null, libelle: null };
  if (known.length === 1) return { code: known[0]!.code, libelle: known[0]!.libelle };
  return { code: 'APP', libelle: 'Contrat d’apprentissage ou de professionnalisation' };
}

const coordinate = (value: number | undefined, limit: number) =>
  value !== undefined && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/** The enseigne students know, else the legal name, else the name LBA shows. */
function entrepriseOf(workplace: LbaJob['workplace']): string | null {
  return textOrNull(workplace?.brand) ?? textOrNull(workplace?.legal_name) ?? textOrNull(workplace?.name);
}

/** "92 - Boulogne-Billancourt" like France Travail's labels when the address gives both; else the address. */
function lieuOf(address: string | null, commune: string | null, departement: string | null): string | null {
  if (commune && departement) return `${departement} - ${commune}`;
  return commune ?? address;
}

/**
 * One La bonne alternance offer → one catalogue row. The apply address goes where the web's
 * « Postuler sur le site d’origine » reads it (origine_offre_url_origine); the description is not
 * stored (as for France Travail); competences are the skills asked and the skills to learn.
 */
export function offreRecordFromLba(job: LbaJob): OffreRecord {
  const address = textOrNull(job.workplace?.location?.address);
  const place = parseAddress(address);
  const [longitude, latitude] = job.workplace?.location?.geopoint?.coordinates ?? [];
  const contrat = contratOf(job.contract?.type ?? []);
  const romeCode = job.offer.rome_codes
    .map((code) => code.toUpperCase())
    .find((code) => /^[A-N]\d{4}$/.test(code));
  const competences = [...new Set([...job.offer.desired_skills, ...job.offer.to_be_acquired_skills])];
  return {
    id: `${LBA_ID_PREFIX}${job.identifier.id}`,
    source: LBA_SOURCE,
    intitule: job.offer.title.trim(),
    rome_code: romeCode ?? null,
    rome_libelle: null,
    appellation_libelle: null,
    type_contrat: contrat.code,
    type_contrat_libelle: contrat.libelle,
    // La bonne alternance does not say the weekly hours of a work-study contract.
    temps_partiel: null,
    heures_hebdo: null,
    alternance: true,
    lieu_travail_libelle: lieuOf(address, place.commune, place.departement),
    lieu_travail_latitude: coordinate(latitude, 90),
    lieu_travail_longitude: coordinate(longitude, 180),
    code_postal: place.postcode,
    code_commune: null,
    code_departement: place.departement,
    entreprise_nom: entrepriseOf(job.workplace),
    entreprise_logo: null,
    secteur_activite_libelle: textOrNull(job.workplace?.domain?.naf?.label),
    origine_offre_url_origine: safeHttpUrl(job.apply?.url),
    contact_url_postulation: null,
    competences,
    date_creation: new Date(job.offer.publication.creation).toISOString(),
    date_actualisation: null,
  };
}
