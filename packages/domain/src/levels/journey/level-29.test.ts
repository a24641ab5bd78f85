import { describe, expect, it } from 'vitest';
import { PARCOURSUP_MAX_WISHES } from '../../facts/parcoursup';
import type { QuizStep } from '../engine/steps';
import { certificateLines, certificatePath } from '../expert/certificate';
import { LEVEL_29 } from './level-29';
import { check, stepOf } from './level-test-support';

const quiz = stepOf<QuizStep>(LEVEL_29, 'quiz');

describe('niveau 29 : le badge d’expert', () => {
  it('le quiz lit ses chiffres dans les faits datés, et il faut huit bonnes réponses', () => {
    const wishes = quiz.questions.find((question) => question.id === 'voeux-max');
    expect(wishes?.options[wishes.answer]).toBe(String(PARCOURSUP_MAX_WISHES.value));
    const answers = Object.fromEntries(quiz.questions.map((question) => [question.id, question.answer]));
    expect(check(quiz, { answers }).passed).toBe(true);
    const twoWrong = { ...answers, star: 0, cv: 3 };
    expect(check(quiz, { answers: twoWrong }).passed).toBe(true);
    expect(check(quiz, { answers: { ...twoWrong, pitch: 0 } }).passed).toBe(false);
  });

  it('le certificat en PDF dit le badge, le prénom, la date et le lien de vérification', () => {
    const lines = certificateLines(
      {
        code: 'abc123XYZ',
        firstName: 'Noé',
        badge: 'Expert de l’orientation',
        issuedAt: '2026-11-26T10:00:00Z',
      },
      `https://declic.example${certificatePath('abc123XYZ')}`,
    );
    expect(lines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        'Expert de l’orientation',
        'Décerné à Noé par Déclic',
        'le 26 novembre 2026',
        'https://declic.example/verifier/abc123XYZ',
      ]),
    );
  });
});
