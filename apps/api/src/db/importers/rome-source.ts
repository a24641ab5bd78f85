import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { isRiasecLetter, type RiasecLetter } from '@declic/domain';
import { parseCsvRecords } from './csv';
import type { RejectionLog } from './importer';

/** Files of the ROME 4.0 release (France Travail, Licence Ouverte) under `<data>/rome/`. */
export const ROME_FILES = {
  fiches: 'rome/fiches_metiers_rome_v460.json.gz',
  codes: 'rome/unix_referentiel_code_rome_v460_utf8.csv',
  competences: 'rome/unix_referentiel_competence_v460_utf8.csv',
  macroRiasec: 'rome/unix_referentiel_macro_competence_riasec_v460_utf8.csv',
  centresInteret: 'rome/unix_centre_interet_v460_utf8.csv',
} as const;

interface RawItem {
  code_ogr: string;
  libelle: string;
  coeur_metier?: string | null;
}

interface RawFiche {
  code_rome: string;
  code_ogr: string;
  libelle: string;
  code_grand_domaine: string;
  libelle_grand_domaine: string;
  code_domaine_professionnel: string;
  libelle_domaine_professionnel: string;
  riasec_majeur: string | null;
  riasec_mineur: string | null;
  definition: string | null;
  acces_metier: string | null;
  transition_eco: string | null;
  appellations?: Array<{ code_ogr: string; libelle: string; libelle_court: string; principale: boolean }>;
  savoir_faire?: RawItem[];
  savoir_etre?: RawItem[];
  contextes_travail?: Array<{ code_ogr: string; libelle: string; type: string | null }>;
  centres_interet?: Array<{ code: string; principal: boolean }>;
}

/** A savoir-faire or savoir-être of a fiche, as stored in rome_metiers. */
export interface RomeItem {
  codeOgr: string;
  libelle: string;
  coeurMetier: string | null;
}

/** One ROME fiche as stored in rome_metiers. */
export interface RomeMetierRow {
  codeRome: string;
  codeOgr: string;
  libelle: string;
  riasecMajeur: RiasecLetter;
  riasecMineur: RiasecLetter | null;
  codeGrandDomaine: string;
  libelleGrandDomaine: string;
  codeDomaine: string;
  libelleDomaine: string;
  definition: string;
  accesMetier: string;
  codeRomeParent: string | null;
  transitionEco: string | null;
  keySkills: string[];
  savoirFaire: RomeItem[];
  savoirEtre: RomeItem[];
  /** Work contexts (hours, places, conditions, status…), `type` being the ROME's heading. */
  contextesTravail: Array<{ libelle: string; type: string }>;
  skillRiasec: Partial<Record<RiasecLetter, number>>;
  centresInteret: Array<{ code: string; principal: boolean }>;
}

export interface RomeAppellationRow {
  codeOgr: string;
  codeRome: string;
  libelle: string;
  libelleCourt: string;
  principale: boolean;
}

export interface RomeCentreInteretRow {
  code: string;
  libelle: string;
  definition: string;
}

export interface RomeSource {
  metiers: RomeMetierRow[];
  appellations: RomeAppellationRow[];
  centresInteret: RomeCentreInteretRow[];
  read: number;
}

const KEY_SKILL_COUNT = 6;
// A core skill of the fiche says more about it than a peripheral one.
const CORE_SKILL_WEIGHT = 1.5;

export function romeFilesPresent(dataDir: string): boolean {
  return Object.values(ROME_FILES).every((file) => fs.existsSync(path.join(dataDir, file)));
}

function readText(dataDir: string, file: string): string {
  const buffer = fs.readFileSync(path.join(dataDir, file));
  return file.endsWith('.gz') ? gunzipSync(buffer).toString('utf8') : buffer.toString('utf8');
}

/** Reads the ROME files and builds the rows to store; bad fiches go to `rejections`. */
export function readRomeSource(dataDir: string, rejections: RejectionLog): RomeSource {
  const fiches = JSON.parse(readText(dataDir, ROME_FILES.fiches)) as RawFiche[];
  const parents = new Map(
    parseCsvRecords<'code_rome' | 'code_rome_parent'>(readText(dataDir, ROME_FILES.codes)).map((r) => [
      r.code_rome,
      r.code_rome_parent || null,
    ]),
  );
  const macroOf = new Map(
    parseCsvRecords<'code_ogr' | 'code_ogr_macro_comp'>(readText(dataDir, ROME_FILES.competences)).map(
      (r) => [r.code_ogr, r.code_ogr_macro_comp],
    ),
  );
  const macroRiasec = new Map(
    parseCsvRecords<'code_ogr' | 'riasec_majeur' | 'riasec_mineur'>(
      readText(dataDir, ROME_FILES.macroRiasec),
    ).map((r) => [r.code_ogr, { majeur: r.riasec_majeur, mineur: r.riasec_mineur }]),
  );
  const skillLetters = (item: RawItem) => macroRiasec.get(macroOf.get(item.code_ogr) || item.code_ogr);

  const metiers: RomeMetierRow[] = [];
  const appellations: RomeAppellationRow[] = [];
  for (const fiche of fiches) {
    const example = `${fiche.code_rome ?? '?'} ${fiche.libelle ?? ''}`.trim();
    if (!/^[A-N]\d{4}$/.test(fiche.code_rome ?? '')) {
      rejections.add('code ROME invalide', example);
      continue;
    }
    if (!isRiasecLetter(fiche.riasec_majeur)) {
      rejections.add('code RIASEC majeur absent ou invalide', example);
      continue;
    }
    const skills = [...(fiche.savoir_faire ?? []), ...(fiche.savoir_etre ?? [])];
    metiers.push({
      codeRome: fiche.code_rome,
      codeOgr: fiche.code_ogr,
      libelle: fiche.libelle,
      riasecMajeur: fiche.riasec_majeur,
      riasecMineur: isRiasecLetter(fiche.riasec_mineur) ? fiche.riasec_mineur : null,
      codeGrandDomaine: fiche.code_grand_domaine,
      libelleGrandDomaine: fiche.libelle_grand_domaine,
      codeDomaine: fiche.code_domaine_professionnel,
      libelleDomaine: fiche.libelle_domaine_professionnel,
      definition: fiche.definition ?? '',
      accesMetier: fiche.acces_metier ?? '',
      codeRomeParent: parents.get(fiche.code_rome) ?? null,
      transitionEco: fiche.transition_eco,
      keySkills: keySkills(fiche.savoir_faire ?? []),
      savoirFaire: (fiche.savoir_faire ?? []).map(toItem),
      savoirEtre: (fiche.savoir_etre ?? []).map(toItem),
      contextesTravail: (fiche.contextes_travail ?? []).map((c) => ({
        libelle: c.libelle,
        type: c.type ?? '',
      })),
      skillRiasec: countSkillLetters(skills, skillLetters),
      centresInteret: (fiche.centres_interet ?? []).map((c) => ({ code: c.code, principal: c.principal })),
    });
    for (const a of fiche.appellations ?? []) {
      appellations.push({
        codeOgr: a.code_ogr,
        codeRome: fiche.code_rome,
        libelle: a.libelle,
        libelleCourt: a.libelle_court,
        principale: a.principale,
      });
    }
  }
  return { metiers, appellations, centresInteret: readCentres(dataDir), read: fiches.length };
}

function toItem(item: RawItem): RomeItem {
  return { codeOgr: item.code_ogr, libelle: item.libelle, coeurMetier: item.coeur_metier ?? null };
}

function keySkills(items: RawItem[]): string[] {
  const core = items.filter((item) => item.coeur_metier === 'Principale');
  return [...core, ...items.filter((item) => item.coeur_metier !== 'Principale')]
    .slice(0, KEY_SKILL_COUNT)
    .map((item) => item.libelle);
}

function countSkillLetters(
  items: RawItem[],
  lettersOf: (item: RawItem) => { majeur: string; mineur: string } | undefined,
): Partial<Record<RiasecLetter, number>> {
  const counts: Partial<Record<RiasecLetter, number>> = {};
  for (const item of items) {
    const letters = lettersOf(item);
    if (!letters) continue;
    const weight = item.coeur_metier === 'Principale' ? CORE_SKILL_WEIGHT : 1;
    if (isRiasecLetter(letters.majeur)) counts[letters.majeur] = (counts[letters.majeur] ?? 0) + weight;
    if (isRiasecLetter(letters.mineur)) counts[letters.mineur] = (counts[letters.mineur] ?? 0) + weight / 2;
  }
  return counts;
}

function readCentres(dataDir: string): RomeCentreInteretRow[] {
  return parseCsvRecords<'code_centre_interet' | 'libelle_centre_interet' | 'definition_centre_interet'>(
    readText(dataDir, ROME_FILES.centresInteret),
  ).map((r) => ({
    code: r.code_centre_interet,
    libelle: r.libelle_centre_interet,
    definition: r.definition_centre_interet.trim(),
  }));
}
