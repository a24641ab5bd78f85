import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_VALUES, type AnswerValue } from '../contracts/pre-account';
import { RIASEC_LETTERS } from './letters';
import { compareByEvidence, hollandCode, rankLetters, type ScoredItem, scoreRiasec } from './scoring';

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

  it('« Je ne sais pas » compte comme le milieu de l’échelle', () => {
    const scores = scoreRiasec(
      items,
      new Map<number, AnswerValue>([
        [1, 'Oui'],
        [2, 'Je ne sais pas'],
      ]),
    );
    expect(scores.R).toMatchObject({ answered: 2, firm: 1, yes: 1, points: 6, percent: 75 });
  });

  it('l’exemple de l’élève hésitant : six « Un peu » passent devant un « Oui » parmi cinq « Je ne sais pas »', () => {
    const answers = new Map<number, AnswerValue>();
    for (const item of items) answers.set(item.id, 'Pas trop');
    for (const id of [1, 2, 3, 4, 5, 6]) answers.set(id, 'Un peu'); // R
    answers.set(19, 'Oui'); // S
    for (const id of [20, 21, 22, 23, 24]) answers.set(id, 'Je ne sais pas');
    const scores = scoreRiasec(items, answers);
    expect(scores.R.percent).toBe(75);
    expect(scores.S.percent).toBe(58);
    expect(hollandCode(scores).slice(0, 2)).toBe('RS');
  });

  it('une lettre portée par un seul « Oui » ne passe jamais devant six réponses positives', () => {
    const positive = fc.constantFrom<AnswerValue>('Oui', 'Un peu');
    fc.assert(
      fc.property(
        fc.array(positive, { minLength: 6, maxLength: 6 }),
        fc.constantFrom(...RIASEC_LETTERS),
        fc.constantFrom(...RIASEC_LETTERS),
        answersArb,
        (six, strong, lone, rest) => {
          fc.pre(strong !== lone);
          const answers = new Map(rest);
          const ids = (letter: string) => items.filter((i) => i.riasec === letter).map((i) => i.id);
          for (const [i, id] of ids(strong).entries()) answers.set(id, six[i]!);
          for (const [i, id] of ids(lone).entries()) answers.set(id, i === 0 ? 'Oui' : 'Je ne sais pas');
          const ranked = rankLetters(scoreRiasec(items, answers));
          expect(ranked.indexOf(strong)).toBeLessThan(ranked.indexOf(lone));
        },
      ),
    );
  });

  it('remplacer une réponse positive par « Je ne sais pas » ne fait jamais monter sa lettre', () => {
    fc.assert(
      fc.property(answersArb, fc.integer({ min: 1, max: items.length }), (answers, id) => {
        fc.pre(answers.get(id) === 'Oui' || answers.get(id) === 'Un peu');
        const letter = items[id - 1]!.riasec;
        const before = rankLetters(scoreRiasec(items, answers)).indexOf(letter);
        const after = rankLetters(scoreRiasec(items, new Map(answers).set(id, 'Je ne sais pas'))).indexOf(
          letter,
        );
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('permuter les lettres permute le code, dès que les réponses départagent les lettres', () => {
    fc.assert(
      fc.property(
        answersArb,
        fc.shuffledSubarray([...RIASEC_LETTERS], { minLength: 6, maxLength: 6 }),
        (answers, order) => {
          const scores = scoreRiasec(items, answers);
          const ranked = rankLetters(scores);
          fc.pre(
            ranked.slice(0, 3).every((l, i) => compareByEvidence(scores[l], scores[ranked[i + 1]!]) !== 0),
          );
          // Each letter's answers go to the letter at the same place in `order`.
          const rename = new Map(RIASEC_LETTERS.map((l, i) => [l, order[i]!]));
          const moved = new Map<number, AnswerValue>();
          for (const item of items) {
            const target = items.find(
              (t) => t.riasec === rename.get(item.riasec) && t.id % 6 === item.id % 6,
            )!;
            const answer = answers.get(item.id);
            if (answer) moved.set(target.id, answer);
          }
          expect(hollandCode(scoreRiasec(items, moved))).toBe(
            ranked
              .slice(0, 3)
              .map((l) => rename.get(l))
              .join(''),
          );
        },
      ),
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

  it('départage deux lettres égales par les réponses fermes, puis les « Oui », jamais d’abord par l’ordre RIASEC', () => {
    const answers = new Map<number, AnswerValue>();
    for (const item of items) answers.set(item.id, 'Non');
    // C : trois « Un peu » et trois « Pas trop » (50 %, six réponses fermes).
    for (const id of [31, 32, 33]) answers.set(id, 'Un peu');
    for (const id of [34, 35, 36]) answers.set(id, 'Pas trop');
    // R : six « Je ne sais pas » (50 % aussi, aucune réponse ferme).
    for (const id of [1, 2, 3, 4, 5, 6]) answers.set(id, 'Je ne sais pas');
    // S : deux « Oui », deux « Non », deux « Je ne sais pas » = 50 % aussi, quatre réponses fermes.
    for (const [id, answer] of [
      [19, 'Oui'],
      [20, 'Oui'],
      [21, 'Non'],
      [22, 'Non'],
      [23, 'Je ne sais pas'],
      [24, 'Je ne sais pas'],
    ] as const)
      answers.set(id, answer);
    expect(hollandCode(scoreRiasec(items, answers))).toBe('CSR');
    expect(rankLetters(scoreRiasec(items, new Map()))).toEqual([...RIASEC_LETTERS]);
  });
});
