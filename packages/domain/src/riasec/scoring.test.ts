import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_VALUES, type AnswerValue } from '../contracts/pre-account';
import { RIASEC_LETTERS } from './letters';
import { hollandCode, rankLetters, type ScoredItem, scoreRiasec } from './scoring';

const items: ScoredItem[] = RIASEC_LETTERS.flatMap((riasec, l) =>
  Array.from({ length: 6 }, (_, i) => ({ id: l * 6 + i + 1, riasec })),
);
const answerArb = fc.constantFrom(...ANSWER_VALUES);
const answersArb = fc
  .array(answerArb, { minLength: items.length, maxLength: items.length })
  .map((values) => new Map(values.map((value, i) => [i + 1, value])));

describe('scores RIASEC', () => {
  it('compte Oui 4, Un peu 3, Pas trop 1, Non 0 et en tire un pourcentage', () => {
    const answers = new Map<number, AnswerValue>([
      [1, 'Oui'],
      [2, 'Un peu'],
      [3, 'Pas trop'],
      [4, 'Non'],
    ]);
    const scores = scoreRiasec(items, answers);
    expect(scores.R).toMatchObject({ answered: 4, yes: 1, points: 8, percent: 50 });
    expect(scores.I).toMatchObject({ answered: 0, percent: null });
  });

  it('« Je ne sais pas » ne compte ni pour ni contre', () => {
    fc.assert(
      fc.property(answersArb, fc.integer({ min: 1, max: items.length }), (answers, id) => {
        const withUnsure = new Map(answers).set(id, 'Je ne sais pas');
        const without = new Map(answers);
        without.delete(id);
        expect(scoreRiasec(items, withUnsure)).toEqual(scoreRiasec(items, without));
      }),
    );
  });

  it('donne toujours un pourcentage entre 0 et 100', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        for (const score of Object.values(scoreRiasec(items, answers))) {
          if (score.percent !== null) {
            expect(score.percent).toBeGreaterThanOrEqual(0);
            expect(score.percent).toBeLessThanOrEqual(100);
          }
        }
      }),
    );
  });

  it('répondre Oui à un item de plus ne fait jamais baisser sa lettre', () => {
    fc.assert(
      fc.property(answersArb, fc.integer({ min: 1, max: items.length }), (answers, id) => {
        const letter = items[id - 1]!.riasec;
        const before = scoreRiasec(items, answers)[letter].percent ?? 0;
        const after = scoreRiasec(items, new Map(answers).set(id, 'Oui'))[letter].percent ?? 0;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('le code de Holland suit les pourcentages, puis le nombre de Oui, puis l’ordre RIASEC', () => {
    const answers = new Map<number, AnswerValue>();
    for (const item of items) answers.set(item.id, 'Non');
    for (const id of [19, 20, 21, 22, 23, 24]) answers.set(id, 'Oui'); // S
    for (const id of [13, 14, 15]) answers.set(id, 'Oui'); // A à 50 %, trois Oui
    for (const id of [25, 26, 27, 28, 29, 30]) answers.set(id, 'Pas trop'); // E à 25 %
    for (const id of [31, 32, 33]) answers.set(id, 'Un peu'); // C à 37,5 % → 38
    const scores = scoreRiasec(items, answers);
    expect(hollandCode(scores)).toBe('SAC');
    expect(rankLetters(scoreRiasec(items, new Map()))).toEqual([...RIASEC_LETTERS]);
  });
});
