import { typographieFr } from '../../format/typography';
import type { DocumentSection } from '../engine/steps';
import { PDF_LAYOUT, type PlacedLine, placePdfLines, wrapText } from '../export-layout';

/**
 * The one-page CV of level 15, as lines to draw: the name as title, the « titre » as subtitle,
 * the contact lines, then each filled section as a heading and its lines. Pure: the browser
 * wraps the lines with jsPDF's own measure, the tests with the estimate below.
 */

/** Sections the layout reads apart: the first line of `identite` is the name, `titre` the subtitle. */
export const CV_IDENTITY_SECTION = 'identite';
export const CV_TITLE_SECTION = 'titre';

export type CvLineStyle = 'title' | 'subtitle' | 'contact' | 'heading' | 'body';

export interface CvLine {
  text: string;
  style: CvLineStyle;
}

/** Helvetica (a PDF standard font) size and weight of each kind of line. */
export const CV_FONTS: Record<CvLineStyle, { sizePt: number; bold: boolean }> = {
  title: { sizePt: 18, bold: true },
  subtitle: { sizePt: 13, bold: true },
  contact: { sizePt: 10, bold: false },
  heading: { sizePt: 12, bold: true },
  body: { sizePt: 10.5, bold: false },
};

export const CV_TEXT_WIDTH_MM = PDF_LAYOUT.pageWidthMm - 2 * PDF_LAYOUT.marginMm;

/** An empty line between two blocks. */
export const BLANK_LINE: CvLine = { text: '', style: 'body' };
// E-mail addresses and links keep their exact characters (no space before « ? » or « : »).
const PROTECTED = /(?:https?:\/\/|www\.)\S+|\S+@\S+/gu;
const BULLET = /^[-*•–—]\s*/u;

/** French typography on the student's text: ’ for the straight apostrophe, spaces before « : ; ! ? ». */
export function cvTypography(text: string): string {
  const kept: string[] = [];
  const masked = text.replace(PROTECTED, (token) => {
    kept.push(token);
    return `\uE000${kept.length - 1}\uE000`;
  });
  const typed = typographieFr(
    masked
      .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
      .replace(/[ \t]+/g, ' ')
      .trim(),
  );
  return typed.replace(/\uE000(\d+)\uE000/g, (_match, index: string) => kept[Number(index)] ?? '');
}

function linesOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((line) => cvTypography(line))
    .filter((line) => line !== '');
}

/** The CV's lines before wrapping; empty sections are left out. */
export function cvLines(
  sections: readonly Pick<DocumentSection, 'id' | 'label'>[],
  values: Readonly<Record<string, string>>,
): CvLine[] {
  const [name, ...contact] = linesOf(values[CV_IDENTITY_SECTION]);
  const lines: CvLine[] = [];
  if (name) lines.push({ text: name, style: 'title' });
  for (const text of linesOf(values[CV_TITLE_SECTION])) lines.push({ text, style: 'subtitle' });
  for (const text of contact) lines.push({ text, style: 'contact' });
  for (const section of sections) {
    if (section.id === CV_IDENTITY_SECTION || section.id === CV_TITLE_SECTION) continue;
    const body = linesOf(values[section.id]).map((line) => line.replace(BULLET, '• '));
    if (body.length === 0) continue;
    if (lines.length > 0) lines.push(BLANK_LINE);
    lines.push({ text: typographieFr(section.label).toLocaleUpperCase('fr-FR'), style: 'heading' });
    for (const text of body) lines.push({ text, style: 'body' });
  }
  return lines;
}

/** Cuts one line into lines that fit the page width, in the style's font. */
export type CvWrap = (text: string, style: CvLineStyle) => string[];

// Helvetica advance widths (thousandths of the font size) for the common narrow and wide letters.
const NARROW = /[ijl.,;:'’!|]/u;
const SLIM = /[ frtI()\-\u00a0\u202f]/u;
const WIDE = /[mwMW@%]/u;
const CAPITAL = /\p{Lu}/u;
const MM_PER_PT = 25.4 / 72;

/** An estimate of a text's width in mm, a little generous so the warning comes before the PDF's. */
export function estimateTextWidthMm(text: string, style: CvLineStyle): number {
  const font = CV_FONTS[style];
  let units = 0;
  for (const char of text) {
    if (NARROW.test(char)) units += 240;
    else if (SLIM.test(char)) units += 300;
    else if (WIDE.test(char)) units += 860;
    else if (CAPITAL.test(char)) units += 700;
    else units += 570;
  }
  return (units / 1000) * font.sizePt * MM_PER_PT * (font.bold ? 1.06 : 1);
}

/** Word wrap on the estimate: the screen warns of a CV too long without loading jsPDF. */
export const estimateCvWrap: CvWrap = (text, style) =>
  wrapText(text, CV_TEXT_WIDTH_MM, (candidate) => estimateTextWidthMm(candidate, style));

export interface PlacedCvLine extends PlacedLine {
  style: CvLineStyle;
}

export interface CvLayout {
  lines: PlacedCvLine[];
  pages: number;
  /** More than one page: the student is asked to shorten it. */
  tooLong: boolean;
  /** How many lines fall beyond the first page. */
  overflowLines: number;
}

/** Wraps and places the lines on A4 pages (placePdfLines); a CV must fit on the first one. */
export function layoutCv(lines: readonly CvLine[], wrap: CvWrap = estimateCvWrap): CvLayout {
  const wrapped = lines.flatMap((line) =>
    line.text === '' ? [line] : wrap(line.text, line.style).map((text) => ({ text, style: line.style })),
  );
  const placed = placePdfLines(wrapped.map((line) => line.text)).map((line, index) => ({
    ...line,
    style: wrapped[index]?.style ?? 'body',
  }));
  const pages = placed.at(-1)?.page ?? 1;
  const overflowLines = placed.filter((line) => line.page > 1).length;
  return { lines: placed, pages, tooLong: pages > 1, overflowLines };
}

/** « cv-camille-martin.pdf »: the name without accents, else « mon-cv.pdf ». */
export function cvFileName(name: string | undefined): string {
  const slug = fileSlug(name ?? '');
  return slug ? `cv-${slug}.pdf` : 'mon-cv.pdf';
}

/** A name in plain letters for a file: « Léa Martin » → « lea-martin ». */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
