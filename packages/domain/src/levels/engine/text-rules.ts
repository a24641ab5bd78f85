import { foldAccents } from '../../similarity/normalize';
import type { TextFieldRule } from './steps';

/** A problem the student can fix; `field` names the input it belongs to. */
export interface StepProblem {
  field?: string;
  message: string;
}

/** The length of a text as the student sees it (spaces at the ends do not count). */
export function visibleLength(text: string): number {
  return [...text.trim()].length;
}

function mentions(text: string, word: string): boolean {
  const folded = ` ${foldAccents(text).replace(/[^a-z0-9]+/g, ' ')} `;
  return folded.includes(` ${foldAccents(word).trim()}`);
}

/** The rules of one free-text field: length, then the words it must contain. */
export function checkField(rule: TextFieldRule, text: string, field = rule.id): StepProblem[] {
  const length = visibleLength(text);
  if (length === 0) return [{ field, message: `« ${rule.label} » est à remplir.` }];
  if (length < rule.minLength) {
    return [
      {
        field,
        message: `« ${rule.label} » : écris au moins ${rule.minLength} caractères (tu en as ${length}).`,
      },
    ];
  }
  return (rule.mustMention ?? [])
    .filter((group) => !group.anyOf.some((word) => mentions(text, word)))
    .map((group) => ({ field, message: group.message }));
}
