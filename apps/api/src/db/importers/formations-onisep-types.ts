import { normalizeForSearch } from '@declic/domain';

export interface DiplomaType {
  /** ONISEP's name of the diploma type, e.g. "Brevet de technicien supérieur". */
  typeformation: string;
  /** The most common exit level of that type, e.g. "Bac + 2". */
  niveau: string | null;
}

/** Parcoursup type names that ONISEP spells differently (folded keys). */
const PARCOURSUP_ALIASES: Record<string, string> = {
  'formation d ingenieur': 'ing',
  'formations des ecoles d ingenieurs': 'ing',
  'double licence': 'licence',
  'licence professionnelle': 'licence pro',
  'd e infirmier': 'de en paramedical',
  'd e ergotherapeute': 'de en paramedical',
  'd e psychomotricien': 'de en paramedical',
  'd e manipulateur': 'de en paramedical',
  'd e pedicure': 'de en paramedical',
  'd e masseur': 'de en paramedical',
  'certificat de capacite d': 'de en paramedical',
  'etudes de sante': 'de en paramedical',
  'd e educateur': 'de du travail social',
  'd e assistant de service social': 'de du travail social',
  'd e conseiller en economie sociale': 'de du travail social',
};

const tag = (block: string, name: string) =>
  block.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1]?.trim() ?? '';

function mostCommon(counts: Map<string, number>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Diploma types and levels from ONISEP's "Idéo-Fiches formations" XML: each <formation> names
 * its type (sigle, short and long names) and its exit level. Keyed by every folded name.
 */
export function parseOnisepDiplomaTypes(xml: string): Map<string, DiplomaType> {
  const levels = new Map<string, { names: string[]; libelle: string; counts: Map<string, number> }>();
  for (const [block] of xml.matchAll(/<formation>[\s\S]*?<\/formation>/g)) {
    const typeBlock = block.match(/<type_Formation>([\s\S]*?)<\/type_Formation>/)?.[1] ?? '';
    const libelle = tag(typeBlock, 'type_formation_libelle');
    if (!libelle) continue;
    const niveau = tag(block.match(/<niveau_etudes>([\s\S]*?)<\/niveau_etudes>/)?.[1] ?? '', 'libelle');
    const entry = levels.get(libelle) ?? {
      names: [
        libelle,
        tag(typeBlock, 'type_formation_sigle'),
        tag(typeBlock, 'type_formation_libelle_court'),
      ],
      libelle,
      counts: new Map<string, number>(),
    };
    if (/^(Bac|CAP)/.test(niveau)) entry.counts.set(niveau, (entry.counts.get(niveau) ?? 0) + 1);
    levels.set(libelle, entry);
  }
  const types = new Map<string, DiplomaType>();
  for (const entry of levels.values()) {
    const type = { typeformation: capitalise(entry.libelle), niveau: mostCommon(entry.counts) };
    for (const name of entry.names) {
      const key = normalizeForSearch(name);
      if (key && !types.has(key)) types.set(key, type);
    }
  }
  return types;
}

/** "Formation d ingenieur Bac + 5" → "Bac + 5": levels written in the name itself. */
function levelInName(name: string): string | null {
  const match = name.match(/\bBac\s*\+\s*(\d)/i);
  return match ? `Bac + ${match[1]}` : null;
}

/**
 * The ONISEP type of a Parcoursup formation, from its type names ("BTS - BTSA - BTSM",
 * "Licence", "Formation d ingenieur Bac + 5"), trying each and the known aliases.
 */
export function findDiplomaType(types: Map<string, DiplomaType>, names: string[]): DiplomaType | undefined {
  for (const name of names) {
    for (const part of name.split(/\s+-\s+|\|/)) {
      const key = normalizeForSearch(part.replace(/\bBac\s*\+\s*\d/i, ''));
      const aliasKey = Object.keys(PARCOURSUP_ALIASES).find((alias) => key.startsWith(alias));
      const found = types.get(key) ?? (aliasKey ? types.get(PARCOURSUP_ALIASES[aliasKey]!) : undefined);
      if (found) return { ...found, niveau: levelInName(name) ?? found.niveau };
    }
  }
  const niveau = names.map(levelInName).find(Boolean);
  return niveau ? { typeformation: names[0]!, niveau } : undefined;
}
