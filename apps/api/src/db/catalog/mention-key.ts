import { normalizeForSearch } from '@declic/domain';

/**
 * The key of a diploma mention, the level at which Parcoursup publishes its national
 * « attendus »: the same for ONISEP's « BUT informatique parcours réalisation d'applications »
 * and Parcoursup's « BUT - Informatique ». Written `type:mention`, e.g. `but:informatique`.
 */

/** Diploma types as ONISEP and Parcoursup spell them (folded text) → one short type. */
const TYPES: { pattern: RegExp; type: string }[] = [
  { pattern: /^licence (professionnelle|pro)\b/, type: '' },
  // « Licence - Portail Chimie »: the first year that leads to the mention of the same name.
  { pattern: /^licence (mention |portail )?/, type: 'licence' },
  { pattern: /^btsa /, type: 'btsa' },
  { pattern: /^bts (maritime )?/, type: 'bts' },
  { pattern: /^but /, type: 'but' },
  { pattern: /^dn made (mention )?/, type: 'dnmade' },
  { pattern: /^(d e|diplome d etat) /, type: 'de' },
  { pattern: /^certificat de capacite /, type: 'cc' },
  { pattern: /^(certificat de specialisation|mention complementaire|mc futur cs|mc|cs) /, type: 'cs' },
  { pattern: /^bpjeps (specialite educateur sportif )?(mention )?/, type: 'bpjeps' },
  { pattern: /^dts /, type: 'dts' },
  { pattern: /^(diplome national d art|dna)\b/, type: 'dna' },
  { pattern: /^diplome de comptabilite et de gestion\b/, type: 'dcg' },
  { pattern: /^(architecture|diplome d etudes en architecture)\b/, type: 'archi' },
];

/** Types that name a single diploma: the mention may be empty (`dna:`). */
const WHOLE_TYPES = new Set(['dna', 'dcg', 'archi']);

/** Parcoursup files BTS under a family segment (« BTS - Services - … »); agricultural ones are BTSA. */
const BTS_FAMILIES: Record<string, string> = {
  services: 'BTS',
  production: 'BTS',
  maritime: 'BTS',
  agricole: 'BTSA',
};

/** What follows these words names a parcours, an option or a local variant, not the mention. */
const CUT = /\b(?:parcours|option|specialite)\b/;

/** Abbreviations and words Parcoursup splits (« audio visuel ») → ONISEP's spelling. */
const SPELLINGS: [RegExp, string][] = [
  [/\btechn\b/g, 'technicien'],
  [/\bopt\b/g, 'option'],
  [/\baudio visuel/g, 'audiovisuel'],
  [/\bpost production/g, 'postproduction'],
];

// « métiers » comes and goes in the names of one diploma (« métiers du son », « son »).
const STOP_WORDS = new Set([
  'a',
  'au',
  'aux',
  'd',
  'dans',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'metier',
  'metiers',
  'pour',
  'sur',
  'un',
  'une',
]);

/** « technicien(ne) », « manipulateur/trice »: the feminine ending goes, then any aside in brackets. */
function dropAsides(name: string): string {
  return name
    .replace(/\((e|ne|trice|rice|euse|ere)\)/gi, '')
    .replace(/\/\s*(e|ne|trice|rice|euse|ere)\b/gi, '')
    .replace(/\([^)]*\)/g, ' ');
}

/** « BTS - Services - Gestion de la PME » → « BTS Gestion de la PME ». */
function dropBtsFamily(name: string): string {
  const segments = name.split(/\s+-\s+/);
  const family = BTS_FAMILIES[normalizeForSearch(segments[1] ?? '')];
  if (normalizeForSearch(segments[0] ?? '') !== 'bts' || !family) return name;
  return [`${family} ${segments[2] ?? ''}`, ...segments.slice(3)].join(' - ');
}

/** The words that tell mentions apart: small words and plural « s » dropped. */
function words(text: string): string[] {
  return text
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word));
}

/** Folded name, type found, text after the type split at the first parcours/option word. */
function splitName(name: string): { type: string; mention: string[]; variant: string[] } | null {
  const folded = SPELLINGS.reduce(
    (text, [pattern, spelling]) => text.replace(pattern, spelling),
    normalizeForSearch(dropBtsFamily(dropAsides(name))),
  );
  const type = TYPES.find((candidate) => candidate.pattern.test(folded));
  if (!type?.type) return null;
  const [mention = '', ...variant] = folded.replace(type.pattern, '').split(CUT);
  const variantWords = words(variant.join(' '));
  // « option A informatique et réseaux »: the letter only numbers the options.
  if (/^[a-e]$/.test(variantWords[0] ?? '')) variantWords.shift();
  return { type: type.type, mention: words(mention), variant: variantWords };
}

/**
 * The mention key of a formation name, or null for a type Parcoursup publishes no national
 * attendus for here (CPGE, écoles, licences professionnelles…) or a name without mention.
 */
export function mentionKey(name: string): string | null {
  const parts = splitName(name);
  if (!parts || (parts.mention.length === 0 && !WHOLE_TYPES.has(parts.type))) return null;
  return `${parts.type}:${parts.mention.join(' ')}`;
}

/**
 * The key of a mention's parcours or option (`bts:maintenance systeme/systeme eolien`), for the
 * mentions whose options have attendus of their own; null for a name without one.
 */
export function variantKey(name: string): string | null {
  const key = mentionKey(name);
  const variant = splitName(name)?.variant ?? [];
  return key && variant.length > 0 ? `${key}/${variant.join(' ')}` : null;
}

/**
 * The keys a Parcoursup name may match, most precise first: its segments (« Licence - Sciences
 * de la vie - Portail Pasteur ») go from the diploma down to local variants, so dropping the
 * last ones climbs back to the mention, whose attendus are national.
 */
export function mentionKeyCandidates(name: string): string[] {
  const segments = name.split(/\s+-\s+/);
  const keys: string[] = [];
  for (let end = segments.length; end >= 1; end -= 1) {
    const prefix = segments.slice(0, end).join(' - ');
    for (const key of [variantKey(prefix), mentionKey(prefix)]) {
      if (key && !keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}
