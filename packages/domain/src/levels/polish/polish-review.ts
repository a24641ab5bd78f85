import { typographieFr } from '../../format/typography';
import { foldAccents } from '../../similarity/normalize';
import { cvTypography } from '../cv/cv-layout';
import { misspellingMessage, misspellings, type SpellChecker } from '../cv/cv-review';
import type { PolishDocument, PolishDocumentId } from './polish-documents';

/** One fix the final polish proposes; the student applies it in one click, or keeps their text. */
export interface PolishRemark {
  /** What the student keeps when refusing: the word (spelling), or « typo: » and the line. */
  key: string;
  document: PolishDocumentId;
  field: string;
  kind: 'orthographe' | 'typographie';
  /** The word, or the line, as written. */
  excerpt: string;
  /** The correction: the dictionary's first suggestion, or the corrected line ('' when none). */
  replacement: string;
  message: string;
}

const TYPOGRAPHY_MESSAGE =
  'Typographie : apostrophe courbe (’), points de suspension en un signe (…), espaces autour de la ponctuation.';

// Links and e-mail addresses keep their punctuation as written.
const LINK = /((?:https?:\/\/|www\.)\S+|\S+@\S+)/u;

/** One line as French typography writes it: the CV's rules, plus ellipsis and commas. */
export function typographyFixed(line: string): string {
  const punctuated = line
    .split(LINK)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\.\.\./g, '…')
            .replace(/[ \t]+,/g, ',')
            .replace(/,(?=\p{L})/gu, ', '),
    )
    .join('');
  return cvTypography(punctuated);
}

/** A short key for a line the student keeps as written (FNV-1a of the line, in hex). */
export function typographyKey(line: string): string {
  let hash = 0x811c9dc5;
  for (const char of line.trim()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `typo:${hash.toString(16)}`;
}

// The spaces French typography adds before « : ; ! ? » are invisible in a text box: a line
// that differs only by them is not worth a remark (the exports add them anyway).
const visible = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/ {2,}/g, ' ');

function fieldRemarks(
  document: PolishDocumentId,
  field: string,
  text: string,
  spell: SpellChecker,
  kept: ReadonlySet<string>,
): PolishRemark[] {
  const spelling = misspellings(text, spell, kept).map((misspelling) => ({
    key: misspelling.word.toLocaleLowerCase('fr-FR'),
    document,
    field,
    kind: 'orthographe' as const,
    excerpt: misspelling.word,
    replacement: misspelling.suggestions[0] ?? '',
    message: typographieFr(misspellingMessage(misspelling)),
  }));
  const typography = text
    .split(/\r?\n/)
    .filter(
      (line) =>
        line.trim() &&
        !kept.has(typographyKey(line)) &&
        visible(typographyFixed(line)) !== visible(line.trim()),
    )
    .map((line) => ({
      key: typographyKey(line),
      document,
      field,
      kind: 'typographie' as const,
      excerpt: line.trim(),
      replacement: typographyFixed(line),
      message: typographieFr(TYPOGRAPHY_MESSAGE),
    }));
  return [...spelling, ...typography];
}

/**
 * The final polish of every saved document at once: unknown words (with the French
 * dictionary) and lines French typography writes otherwise; `kept` are the words and lines the
 * student chose to keep as they are.
 */
export function polishRemarks(
  documents: readonly PolishDocument[],
  spell: SpellChecker,
  kept: readonly string[],
): PolishRemark[] {
  const keptSet = new Set(
    kept.map((key) => (key.startsWith('typo:') ? key : key.toLocaleLowerCase('fr-FR'))),
  );
  return documents.flatMap((document) =>
    document.fields.flatMap((field) => fieldRemarks(document.id, field.id, field.text, spell, keptSet)),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with one remark's correction applied: every occurrence of the word, or the line. */
export function applyRemark(
  text: string,
  remark: Pick<PolishRemark, 'kind' | 'excerpt' | 'replacement'>,
): string {
  if (!remark.replacement) return text;
  if (remark.kind === 'orthographe') {
    return text.replace(
      new RegExp(`(?<![\\p{L}’'-])${escapeRegExp(remark.excerpt)}(?![\\p{L}’'-])`, 'gu'),
      remark.replacement,
    );
  }
  return text
    .split(/(\r?\n)/)
    .map((line) => (line.trim() === remark.excerpt ? remark.replacement : line))
    .join('');
}

const wordsOf = (text: string) =>
  foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * True when a polished text is still the same text: spelling and typography change a few
 * words, never one in ten. Rewriting a document belongs to its own level.
 */
export function keepsSubstance(original: string, polished: string): boolean {
  const before = wordsOf(original);
  const after = wordsOf(polished);
  const left = new Map<string, number>();
  for (const word of after) left.set(word, (left.get(word) ?? 0) + 1);
  let same = 0;
  for (const word of before) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      same += 1;
      left.set(word, count - 1);
    }
  }
  const allowed = Math.max(2, Math.ceil(before.length * 0.1));
  return before.length - same <= allowed && after.length - same <= allowed;
}
