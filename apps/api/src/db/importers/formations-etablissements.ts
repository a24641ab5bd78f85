import { formatFrenchPhone, safeHttpUrl, textOrNull } from '../catalog/safe-url';
import { parseCsvRecords } from './csv';
import { findDataFile, readDataFile } from './read-data-file';

/** What other files tell about a school, by UAI: its accented name, town, links and contacts. */
export interface Etablissement {
  nom: string | null;
  commune: string | null;
  url: string | null;
  email: string | null;
  telephone: string | null;
  /** The school's page on onisep.fr, a "Voir" link when there is no Parcoursup page. */
  fiche: string | null;
}

const EMPTY: Etablissement = {
  nom: null,
  commune: null,
  url: null,
  email: null,
  telephone: null,
  fiche: null,
};

/** Fills the gaps of what is known about a UAI; the first source to give a field keeps it. */
export class EtablissementIndex {
  private readonly byUai = new Map<string, Etablissement>();

  add(uai: string | undefined, facts: Partial<Etablissement>): void {
    if (!uai) return;
    const key = uai.trim().toUpperCase();
    const current = this.byUai.get(key) ?? { ...EMPTY };
    for (const field of Object.keys(EMPTY) as (keyof Etablissement)[]) {
      current[field] ??= facts[field] ?? null;
    }
    this.byUai.set(key, current);
  }

  get(uai: string | null | undefined): Etablissement {
    return (uai && this.byUai.get(uai.trim().toUpperCase())) || EMPTY;
  }

  get size(): number {
    return this.byUai.size;
  }
}

/** ONISEP lycée files (1ère spécialités, 2nde options) and the Île-de-France lycées file, when present. */
export function readEtablissements(dataDir: string): EtablissementIndex {
  const index = new EtablissementIndex();
  const lycees = findDataFile(dataDir, 'formations', /^lycees-donnees-generales\.csv$/);
  if (lycees) {
    for (const row of parseCsvRecords(readDataFile(dataDir, lycees), ';')) {
      index.add(row.CODE_UAI, {
        nom: textOrNull(row.NOM_ETABLISSEMENT),
        commune: textOrNull(row.COMMUNE),
        url: safeHttpUrl(row.SITE_WEB),
        email: textOrNull(row.MAIL),
        telephone: formatFrenchPhone(row.TELEPHONE),
      });
    }
  }
  for (const pattern of [
    /^ideo-enseignements_de_specialite.*\.csv$/,
    /^ideo-enseignements_optionnels.*\.csv$/,
  ]) {
    const file = findDataFile(dataDir, 'formations', pattern);
    if (!file) continue;
    for (const row of parseCsvRecords(readDataFile(dataDir, file), ';')) {
      index.add(row['UAI lieu de cours'], {
        nom: textOrNull(row['Libellé lieu de cours']),
        commune: textOrNull(row['Commune lieu de cours']),
        fiche: safeHttpUrl(row['Identifiant et fiche onisep lieu de cours']),
      });
    }
  }
  return index;
}
