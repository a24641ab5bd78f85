import { child, parseOnisepFormations, text } from './onisep-xml';
import { findDataFile, readDataFile } from './read-data-file';

/** ONISEP Idéo « Fiches formations » export (Onisep, Licence Ouverte), under `<data>/formations/`. */
const ONISEP_FORMATIONS_FILE = /^Onisep_Ideo_Fiches_Formations.*\.xml(\.gz)?$/;

/**
 * ONISEP's own address for a formation fiche, by its identifier: the form the ONISEP open data
 * gives in its « lien site onisep.fr » column (ideo-formations_initiales_en_france.csv).
 */
export function onisepFormationUrl(id: string): string {
  return `https://www.onisep.fr/http/redirection/formation/slug/${id}`;
}

/**
 * The identifiers of the formations ONISEP publishes a fiche for. A formation named by a métier
 * fiche gets a link only when its fiche is in this export, so no link points to nothing.
 */
export function readOnisepFormationIds(dataDir: string): Set<string> {
  const file = findDataFile(dataDir, 'formations', ONISEP_FORMATIONS_FILE);
  if (!file) return new Set();
  return new Set(
    parseOnisepFormations(readDataFile(dataDir, file)).flatMap((formation) => {
      const id = text(child(formation, 'identifiant'));
      return id && /^FOR\.\d+$/.test(id) ? [id] : [];
    }),
  );
}
