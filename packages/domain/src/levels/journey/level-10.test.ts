import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import { checkStep } from '../engine/checks';
import { isOpenQuestion } from '../engine/open-questions';
import type { AnsweredStep, QuestionsStep, QuizStep } from '../engine/steps';
import { LEVEL_10 } from './level-10';
import { check, prose, stepOf } from './level-test-support';

const step = <T extends AnsweredStep>(id: string) => stepOf<T>(LEVEL_10, id);

/** Whether the API would store the answer as a pass (a wrong shape is refused before the check). */
function accepted(target: AnsweredStep, answer: unknown): boolean {
  const parsed = answerSchemaFor(target).safeParse(answer);
  return parsed.success && checkStep(target, parsed.data as Record<string, unknown>).passed;
}

const questions = step<QuestionsStep>('questions');
const quiz = step<QuizStep>('quiz-questions');
const bank = questions.bank.flatMap((theme) => theme.questions);

describe('level 10 — Tes questions', () => {
  it('is a player level proved by its steps', () => {
    expect(LEVEL_10).toMatchObject({ level: 10, screen: 'player', evidence: 'steps' });
    expect(LEVEL_10.intro.length).toBeGreaterThanOrEqual(2);
  });

  it('has unique step ids, in the expected order', () => {
    const ids = LEVEL_10.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(LEVEL_10.steps.map((s) => s.kind)).toEqual(['dialogue', 'questions', 'quiz']);
    expect(ids.slice(1)).toEqual(['questions', 'quiz-questions']);
  });

  it('uses French typography in every text', () => {
    for (const text of prose(LEVEL_10)) {
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/\d [a-zé]/);
    }
  });

  it('offers 4 to 5 themes of 4 questions each', () => {
    expect(questions.bank.length).toBeGreaterThanOrEqual(4);
    expect(questions.bank.length).toBeLessThanOrEqual(5);
    for (const theme of questions.bank) expect(theme.questions).toHaveLength(4);
    expect(new Set(bank).size).toBe(bank.length);
  });

  it('offers only open questions, addressed with « vous », each ending with « ? »', () => {
    for (const question of bank) {
      expect(isOpenQuestion(question), question).toBe(true);
      expect(question, question).toMatch(/\u202F\?$/);
      expect(question, question).toMatch(/\b(vous|votre|vos)\b/i);
    }
  });

  it('passes five questions of the bank, and four open ones with one closed', () => {
    expect(check(questions, { questions: bank.slice(0, 5) }).passed).toBe(true);
    const mixed = [...bank.slice(0, 4), 'Travaillez-vous le week-end ?'];
    const result = check(questions, { questions: mixed });
    expect(result.passed).toBe(true);
    expect(result.result).toEqual({ kind: 'questions', closed: [{ index: 4, hint: expect.any(String) }] });
  });

  it('refuses no question, too few, too many closed, or no question mark', () => {
    expect(check(questions, { questions: [] }).passed).toBe(false);
    expect(check(questions, { questions: bank.slice(0, 3) }).passed).toBe(false);
    const closed = [
      'Aimez-vous votre métier ?',
      'Est-ce que vous travaillez le week-end ?',
      'Avez-vous fait de longues études ?',
      ...bank.slice(0, 2),
    ];
    expect(check(questions, { questions: closed }).problems[0]?.message).toContain('questions ouvertes');
    const noMark = bank.slice(0, 5).map((q) => q.replace(/\s*\?$/, ''));
    expect(check(questions, { questions: noMark }).problems[0]?.message).toContain('point d’interrogation');
  });

  it('quizzes on open questions: the right option is the only open one', () => {
    expect(quiz.questions).toHaveLength(3);
    expect(quiz.passMark).toBe(2);
    for (const question of quiz.questions) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(4);
      question.options.forEach((option, index) => {
        expect(isOpenQuestion(option), option).toBe(index === question.answer);
      });
    }
  });

  it('passes the quiz from two right answers, and refuses fewer or missing answers', () => {
    const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));
    const wrong = Object.fromEntries(quiz.questions.map((q) => [q.id, (q.answer + 1) % q.options.length]));
    const [first, second, third] = quiz.questions.map((q) => q.id) as [string, string, string];
    expect(check(quiz, { answers: right }).passed).toBe(true);
    expect(check(quiz, { answers: { ...right, [third]: wrong[third] } }).passed).toBe(true);
    expect(check(quiz, { answers: { ...wrong, [first]: right[first] } }).passed).toBe(false);
    expect(accepted(quiz, { answers: {} })).toBe(false);
    expect(accepted(quiz, { answers: { [first]: right[first], [second]: right[second] } })).toBe(false);
  });
});
