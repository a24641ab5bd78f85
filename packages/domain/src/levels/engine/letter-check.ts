import { foldAccents } from '../../similarity/normalize';
import type { LetterStep, LetterTargetCatalogue } from './steps';
import { type StepProblem, visibleLength } from './text-rules';

export interface LetterAnswer {
  target: { catalogue: LetterTargetCatalogue; code: string; label: string } | null;
  draft: string;
  text: string;
}

/** Gaps a draft or a model text leaves for the writer: [Nom], {ville}, <date>, XXX, ____, ….. */
export const GAP = /\[[^\]\n]{0,60}\]|\{[^}\n]{0,60}\}|<[^>\n]{0,60}>|\bX{3,}\b|_{3,}|\.{4,}/;

const WORD_MIN = 4;
const STOP_WORDS = new Set(['pour', 'dans', 'avec', 'des', 'les', 'une', 'sur', 'chez', 'h/f']);

const words = (text: string) =>
  foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= WORD_MIN && !STOP_WORDS.has(word));

/** A name is mentioned when at least half of its meaningful words are in the letter. */
function mentionsName(text: Set<string>, name: string): boolean {
  const needed = [...new Set(words(name))];
  if (needed.length === 0) return false;
  const found = needed.filter((word) => text.has(word)).length;
  return found >= Math.ceil(needed.length / 2);
}

/** Words of the letter that were not in the draft: what the student wrote themselves. */
export function newWordCount(draft: string, text: string): number {
  const before = new Set(words(draft));
  return words(text).filter((word) => !before.has(word)).length;
}

/**
 * A letter step's rules. `addressees` are the names the letter may be addressed to (the offer's
 * title and company, the formation's name and school), read from the catalogue by the API.
 */
export function letterProblems(step: LetterStep, answer: LetterAnswer, addressees: string[]): StepProblem[] {
  if (!answer.target) return [{ field: 'target', message: 'Choisis d’abord une offre ou une formation.' }];
  if (!answer.draft.trim()) return [{ field: 'draft', message: 'Rédige d’abord le brouillon de ta lettre.' }];
  const problems: StepProblem[] = [];
  const length = visibleLength(answer.text);
  if (length < step.minLength) {
    problems.push({
      field: 'text',
      message: `Ta lettre fait ${length} caractères : vise au moins ${step.minLength}.`,
    });
  }
  const gap = answer.text.match(GAP)?.[0];
  if (gap) problems.push({ field: 'text', message: `Il reste un passage à compléter : « ${gap} ».` });
  const own = newWordCount(answer.draft, answer.text);
  if (own < step.minNewWords) {
    problems.push({
      field: 'text',
      message: `Fais-la tienne : ajoute un exemple vécu ou une raison personnelle (encore ${step.minNewWords - own} mots à toi au moins).`,
    });
  }
  const text = new Set(words(answer.text));
  if (!addressees.some((name) => mentionsName(text, name))) {
    problems.push({
      field: 'text',
      message: `Ta lettre doit dire à qui elle s’adresse : cite « ${addressees[0] ?? answer.target.label} ».`,
    });
  }
  return problems;
}
