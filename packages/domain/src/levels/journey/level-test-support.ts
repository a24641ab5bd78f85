import { expect } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import { checkStep } from '../engine/checks';
import type { LevelDefinition } from '../engine/level-definition';
import { type AnsweredStep, isAnsweredStep, type QuizStep } from '../engine/steps';

// Tests of the level files only: shared reading of a definition.

const CODE_KEYS = new Set(['id', 'kind', 'catalogue', 'suggest', 'evidence', 'screen', 'anyOf']);

/** Every text a student reads in the level. */
export function prose(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return CODE_KEYS.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => prose(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => prose(v, k));
  return [];
}

/** An answered step of a level, by id; throws when it is missing. */
export function stepOf<T extends AnsweredStep>(level: LevelDefinition, id: string): T {
  const found = level.steps.find((s) => s.id === id);
  if (!found || !isAnsweredStep(found)) throw new Error(`étape ${id} absente`);
  return found as T;
}

/** Parses the answer as the API would, then checks it. */
export function check(target: AnsweredStep, answer: unknown) {
  return checkStep(target, answerSchemaFor(target).parse(answer) as Record<string, unknown>);
}

/** A quiz of 4 to 6 questions of 3 or 4 options, each with its explanation, right answers spread out. */
export function expectWellFormedQuiz(quiz: QuizStep): void {
  expect(quiz.questions.length).toBeGreaterThanOrEqual(4);
  expect(quiz.questions.length).toBeLessThanOrEqual(6);
  expect(quiz.passMark).toBeLessThanOrEqual(quiz.questions.length);
  for (const question of quiz.questions) {
    expect(question.options.length, question.id).toBeGreaterThanOrEqual(3);
    expect(question.options.length, question.id).toBeLessThanOrEqual(4);
    expect(question.answer, question.id).toBeGreaterThanOrEqual(0);
    expect(question.answer, question.id).toBeLessThan(question.options.length);
    expect(question.explanation, question.id).toBeTruthy();
  }
  expect(new Set(quiz.questions.map((q) => q.answer)).size).toBeGreaterThanOrEqual(3);
}
