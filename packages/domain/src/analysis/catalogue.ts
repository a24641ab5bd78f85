import type { AnswerValue } from '../contracts/pre-account';
import type { RiasecLetter } from '../riasec/letters';

/** One orientation questionnaire item, as the engine reads it from the database. */
export interface OrientationItem {
  id: number;
  text: string;
  riasec: RiasecLetter;
  /** France Travail "centres d'intérêt" codes (1 to 30) the item speaks to. */
  centresInteret: string[];
  /** Asked only to refine an unclear profile, after the 36 items. */
  followUp?: boolean;
}

/** What the engine needs to know about one métier (a ROME fiche, or a demo métier). */
export interface MetierCandidate {
  romeCode: string;
  title: string;
  riasecMajeur: RiasecLetter;
  riasecMineur: RiasecLetter | null;
  /** How many of the fiche's skills fall under each letter (their macro-competences' codes). */
  skillRiasec: Partial<Record<RiasecLetter, number>>;
  /** France Travail centres d'intérêt of the fiche; `principal` marks the main ones. */
  centresInteret: Array<{ code: string; principal: boolean }>;
  /** The core skills, most central first. */
  keySkills: string[];
  /** ROME "domaine professionnel" (e.g. M18), used to keep the list varied. */
  domaine: string;
  /** ROME "accès à l'emploi" text. */
  accesMetier: string;
  /** ONISEP data about the same métier, when it was imported. */
  onisep?: OnisepStudyInfo | null;
}

export interface OnisepStudyInfo {
  /** ONISEP "niveau d'accès minimum", e.g. "Bac + 2". */
  niveauAccesMin: string | null;
  /** The minimum formations, e.g. "BTS métiers de la mode", with their ONISEP fiche when known. */
  formations: Array<{ name: string; url: string | null }>;
  /** The ONISEP fiche of the métier. */
  url: string | null;
}

/** Answers by question id. */
export type AnswerMap = ReadonlyMap<number, AnswerValue>;

/** Where the catalogue came from: the imported ROME, or our small demo seed. */
export type CatalogueSource = 'rome' | 'demo';
