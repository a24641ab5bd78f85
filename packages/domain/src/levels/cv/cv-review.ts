import { frenchChoices, typographieFr } from '../../format/typography';
import { foldAccents } from '../../similarity/normalize';
import type { DocumentSection } from '../engine/steps';
import { CV_IDENTITY_SECTION, cvLines, layoutCv } from './cv-layout';

/** What the review says about one place of the CV; `blocking` remarks must be fixed to pass. */
export interface CvRemark {
  section: string;
  kind: 'orthographe' | 'typographie' | 'longueur' | 'rubrique' | 'flou';
  blocking: boolean;
  message: string;
  /** The word or passage concerned, for spelling and wording. */
  excerpt?: string;
  /** Corrections to choose from (spelling), or the corrected line (typography). */
  suggestions?: string[];
}

/** The French dictionary as the review uses it (nspell with a Hunspell dictionary, on the server). */
export interface SpellChecker {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

/** For a check without a dictionary (the pure `checkStep`): every word is taken as written. */
export const ACCEPT_EVERY_WORD: SpellChecker = { correct: () => true, suggest: () => [] };

/** Words of a teenager's CV that French dictionaries do not know yet. */
const CV_WORDS = new Set([
  'babysitting',
  'babysitter',
  'freelance',
  'startup',
  'streaming',
  'gaming',
  'esport',
  'webdesign',
]);

/** Words that say nothing on their own; the advice is to show them with a fact. */
const VAGUE_WORDS = [
  'dynamique',
  'motive',
  'motivee',
  'serieux',
  'serieuse',
  'polyvalent',
  'polyvalente',
  'passionne',
  'passionnee',
  'divers',
  'diverses',
  'etc',
];

const WORD = /[\p{L}]+(?:[’'-][\p{L}]+)*/gu;
const PROTECTED = /(?:https?:\/\/|www\.)\S+|\S+@\S+/gu;
const SUGGESTIONS = 3;

/** A word the dictionary should judge: not a name (capital), not an acronym, not a single letter. */
function judged(word: string): boolean {
  return word.length > 2 && !/^\p{Lu}/u.test(word);
}

/** « aujourd’hui », « après-midi »: the whole word first, else each part of an elision or a compound. */
function isKnown(word: string, spell: SpellChecker, accepted: ReadonlySet<string>): boolean {
  const lower = word.toLocaleLowerCase('fr-FR');
  if (accepted.has(lower) || CV_WORDS.has(lower) || spell.correct(word)) return true;
  const pieces = word.split(/[’'-]/);
  if (pieces.length < 2) return false;
  return pieces
    .filter((part) => part.length > 2)
    .every((part) => spell.correct(part) || accepted.has(part.toLocaleLowerCase('fr-FR')));
}

/** A word the dictionary does not know, with its likeliest corrections. */
export interface Misspelling {
  word: string;
  suggestions: string[];
}

/**
 * The words of a text the French dictionary does not know (each once), leaving out names,
 * acronyms, links and the words the student confirmed (`accepted`, lower case).
 */
export function misspellings(
  text: string,
  spell: SpellChecker,
  accepted: ReadonlySet<string>,
): Misspelling[] {
  const seen = new Set<string>();
  const found: Misspelling[] = [];
  for (const [word] of text.replace(PROTECTED, ' ').matchAll(WORD)) {
    if (!judged(word) || seen.has(word) || isKnown(word, spell, accepted)) continue;
    seen.add(word);
    // « trés » → « très » first: a missing or wrong accent is the most likely slip.
    const sameLetters = (candidate: string) => foldAccents(candidate) === foldAccents(word);
    const suggestions = spell
      .suggest(word)
      .sort((a, b) => Number(sameLetters(b)) - Number(sameLetters(a)))
      .slice(0, SUGGESTIONS);
    found.push({ word, suggestions });
  }
  return found;
}

/** « trés » n’est pas dans le dictionnaire : peut-être « très » ? */
export function misspellingMessage({ word, suggestions }: Misspelling): string {
  return `« ${word} » n’est pas dans le dictionnaire${suggestions.length ? ` : peut-être ${frenchChoices(suggestions.map((s) => `« ${s} »`))} ?` : '.'}`;
}

function spellingRemarks(section: DocumentSection, text: string, spell: SpellChecker, accepted: Set<string>) {
  return misspellings(text, spell, accepted).map(
    (misspelling): CvRemark => ({
      section: section.id,
      kind: 'orthographe',
      blocking: true,
      excerpt: misspelling.word,
      suggestions: misspelling.suggestions,
      message: misspellingMessage(misspelling),
    }),
  );
}

/** What the PDF does not fix by itself: three dots, spaces around commas. Advice, not a blocker. */
function typographyRemarks(section: DocumentSection, text: string): CvRemark[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.replace(PROTECTED, '').match(/\.\.\.|\s,|,(?=\p{L})/u))
    .map((line) => ({
      section: section.id,
      kind: 'typographie' as const,
      blocking: false,
      excerpt: line,
      suggestions: [
        line
          .replace(/\.\.\./g, '…')
          .replace(/\s+,/g, ',')
          .replace(/,(?=\p{L})/gu, ', '),
      ],
      message: 'Points de suspension en un seul signe (…), une espace après la virgule et aucune avant.',
    }));
}

function vagueRemarks(section: DocumentSection, text: string): CvRemark[] {
  const folded = ` ${foldAccents(text).replace(/[^a-z0-9]+/g, ' ')} `;
  return VAGUE_WORDS.filter((word) => folded.includes(` ${word} `)).map((word) => ({
    section: section.id,
    kind: 'flou' as const,
    blocking: false,
    excerpt: word,
    message: `« ${word} » ne prouve rien tout seul : montre-le par un fait. Par exemple : « J’organise les sorties du club depuis deux ans ».`,
  }));
}

function sectionRemarks(
  sections: readonly DocumentSection[],
  values: Readonly<Record<string, string>>,
): CvRemark[] {
  const remarks: CvRemark[] = sections
    .filter((section) => section.required && !(values[section.id] ?? '').trim())
    .map((section) => ({
      section: section.id,
      kind: 'rubrique',
      blocking: true,
      message: `La rubrique « ${section.label} » est vide : un recruteur la cherche.`,
    }));
  const identity = values[CV_IDENTITY_SECTION] ?? '';
  if (sections.some((s) => s.id === CV_IDENTITY_SECTION) && identity.trim() && !identity.includes('@')) {
    remarks.push({
      section: CV_IDENTITY_SECTION,
      kind: 'rubrique',
      blocking: true,
      message: 'Ajoute ton adresse e-mail sous ton nom : c’est par là qu’on te répondra.',
    });
  }
  return remarks;
}

/**
 * The automatic review of a CV (level 17): empty sections and a missing e-mail, more than one
 * page, spelling (blocking); typography and vague words (advice). `accepted` are the words the
 * student confirmed (a name of a club, an app).
 */
export function reviewCv(
  sections: readonly DocumentSection[],
  values: Readonly<Record<string, string>>,
  spell: SpellChecker,
  accepted: readonly string[] = [],
): CvRemark[] {
  const known = new Set(accepted.map((word) => word.toLocaleLowerCase('fr-FR')));
  const remarks = sectionRemarks(sections, values);
  const layout = layoutCv(cvLines(sections, values));
  if (layout.tooLong) {
    remarks.push({
      section: sections.at(-1)?.id ?? CV_IDENTITY_SECTION,
      kind: 'longueur',
      blocking: true,
      message: `Ton CV dépasse une page de ${layout.overflowLines} ligne${layout.overflowLines > 1 ? 's' : ''} : garde ce qui montre le mieux ce que tu sais faire.`,
    });
  }
  for (const section of sections) {
    const text = values[section.id] ?? '';
    remarks.push(
      ...spellingRemarks(section, text, spell, known),
      ...typographyRemarks(section, text),
      ...vagueRemarks(section, text),
    );
  }
  return remarks.map((remark) => ({ ...remark, message: typographieFr(remark.message) }));
}
