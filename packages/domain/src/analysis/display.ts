import { typographieFr } from '../format/typography';
import { joinFrench } from '../job-facts/text';
import type { ReadJob } from './read-results';

/** Results page limits (spec section 9). */
export const RESULTS_MAX_JOBS = 6;
export const RESULTS_MAX_WORDS = 300;
export const RESULTS_MAX_EXTRA_TITLES = 3;

/**
 * Keeps the first `maxWords` words, keeping the paragraph breaks, and ends a cut text with "…".
 */
export function cutToWords(text: string, maxWords = RESULTS_MAX_WORDS): string {
  const tokens = text.trim().split(/(\s+)/);
  let words = 0;
  let out = '';
  for (const token of tokens) {
    if (token.trim() === '') {
      out += token;
      continue;
    }
    if (words === maxWords) return `${out.trimEnd().replace(/[\s,;:.!?\u202F]+$/, '')}…`;
    words += 1;
    out += token;
  }
  return out;
}

const SENTENCE_END = /(?<=[.!?…])\s+(?=\S)/u;

/**
 * Paragraphs of the analysis: split on blank lines when the text has them, otherwise every
 * two sentences make one paragraph.
 */
export function splitParagraphs(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (/\n\s*\n/.test(trimmed)) {
    return trimmed
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean);
  }
  const sentences = trimmed.replace(/\s*\n\s*/g, ' ').split(SENTENCE_END);
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 2) paragraphs.push(sentences.slice(i, i + 2).join(' '));
  return paragraphs;
}

/**
 * The analysis as the results page shows it: cut to 300 words, followed by at most three
 * more job titles (those after the six cards), then split into paragraphs.
 */
export function analysisParagraphs(analysis: string, jobs: ReadJob[]): string[] {
  const extra = jobs
    .slice(RESULTS_MAX_JOBS, RESULTS_MAX_JOBS + RESULTS_MAX_EXTRA_TITLES)
    .map((job) => job.title);
  const cut = cutToWords(analysis);
  const withExtra =
    extra.length > 0
      ? `${cut}\n\n${typographieFr(`D’autres métiers à explorer : ${joinFrench(extra)}.`)}`
      : cut;
  return splitParagraphs(withExtra);
}
