import { describe, expect, it } from 'vitest';
import { fillQuizFigures } from '../../facts/figure-tokens';
import { FIGURE_IDS, WORK_FIGURES } from '../../facts/work-figures';
import { NBSP } from '../../format/typography';
import type { ChecklistStep, QuizStep } from '../engine/steps';
import { LEVEL_46 } from './level-46';
import { check, expectWellFormedQuiz, stepOf } from './level-test-support';

const quiz = stepOf<QuizStep>(LEVEL_46, 'droits');
const reflexes = stepOf<ChecklistStep>(LEVEL_46, 'premier-contrat');
const values = Object.fromEntries(FIGURE_IDS.map((id) => [id, WORK_FIGURES[id].fact.value]));

describe('niveau 46 : tes droits au travail', () => {
  it('un quiz sur les chiffres datés, écrits avec leur valeur en vigueur', () => {
    expectWellFormedQuiz(quiz);
    const filled = fillQuizFigures(quiz.questions, values);
    const heures = filled.find((question) => question.id === 'heures-jour');
    expect(heures?.options[heures.answer]).toBe(`8${NBSP}heures`);
    const apprentie = filled.find((question) => question.id === 'apprentie');
    expect(apprentie?.options[apprentie.answer]).toBe(`504,10${NBSP}€`);
  });

  it('suit la valeur d’un chiffre changé par l’équipe', () => {
    const filled = fillQuizFigures(quiz.questions, { ...values, 'mineur-heures-semaine': 32 });
    expect(filled.find((question) => question.id === 'heures-semaine')?.options).toContain(`32${NBSP}heures`);
  });

  it('passe à cinq bonnes réponses sur six, pas à quatre', () => {
    const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));
    const wrongOn = (...ids: string[]) =>
      Object.fromEntries(
        quiz.questions.map((q) => [q.id, ids.includes(q.id) ? (q.answer + 1) % q.options.length : q.answer]),
      );
    expect(check(quiz, { answers: right }).passed).toBe(true);
    expect(check(quiz, { answers: wrongOn('nuit') }).passed).toBe(true);
    expect(check(quiz, { answers: wrongOn('nuit', 'repos') }).passed).toBe(false);
  });

  it('les réflexes demandent les quatre cases et ce que l’élève retient', () => {
    const done = reflexes.items.map((item) => item.id);
    const short = check(reflexes, { done, report: 'Lire.' });
    expect(short.problems.map((problem) => problem.field)).toEqual(['retenu']);
    const retenu =
      'Je ne savais pas qu’avant 18 ans le travail de nuit est interdit : je vérifierai mes horaires.';
    expect(check(reflexes, { done, report: retenu }).passed).toBe(true);
    expect(check(reflexes, { done: done.slice(1), report: retenu }).passed).toBe(false);
  });
});
