import { INSERJEUNES_FILE } from './inserjeunes-cfa';
import { ONISEP_METIERS_FILE } from './onisep';
import { openfiscaDownloadFiles } from './openfisca-source';
import { ROME_FILES } from './rome-source';
import { SALAIRES_FILES } from './salaires';

/**
 * The files each importer reads, as a mirror of the open data lays them out (like shared/data).
 * `npm run import -- <nom> --telecharger` fetches them from DECLIC_DATA_URL before importing.
 */
export const DOWNLOAD_SOURCES: Record<string, readonly string[]> = {
  rome: Object.values(ROME_FILES),
  onisep: [ONISEP_METIERS_FILE],
  salaires: Object.values(SALAIRES_FILES),
  geo: ['geo/cog_2026_regions.csv', 'geo/cog_2026_departements.csv', 'geo/cog_2026_communes.csv'],
  formations: [
    'formations/parcoursup_2025_formations_14252.csv',
    'formations/fr-esr-cartographie_formations_parcoursup_sample_bordeaux_2021.json',
    'formations/Onisep_Ideo_Fiches_Formations_25062024.xml.gz',
    'formations/lycees-donnees-generales.csv',
    'formations/ideo-enseignements_de_specialite_de_premiere_generale.csv',
    'formations/ideo-enseignements_optionnels_de_seconde_generale_et_technologique.csv',
  ],
  'parcoursup-acces': ['formations/parcoursup_2025_licences_but_masters_3354_fatineka.json'],
  inserjeunes: [INSERJEUNES_FILE],
  offres: ['offres/offres_francetravail_v2_2025-11_6150.json.gz'],
  openfisca: openfiscaDownloadFiles(),
};

/** Files to fetch for these importers, each once. */
export function filesToDownload(names: readonly string[]): string[] {
  return [...new Set(names.flatMap((name) => DOWNLOAD_SOURCES[name] ?? []))];
}
