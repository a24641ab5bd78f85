import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import type { BreathingAnswer } from '../engine/breathing-check';
import { checkBreathing } from '../engine/checks';
import type { BreathingStep } from '../engine/steps';
import { LEVEL_23 } from './level-23';
import { check, stepOf } from './level-test-support';

const breathing = stepOf<BreathingStep>(LEVEL_23, 'respiration');
const parsed = (answer: object) => answerSchemaFor(breathing).parse(answer) as unknown as BreathingAnswer;

describe('niveau 23 : gérer son stress', () => {
  it('passe quand les deux notes sont données et les quatre cycles respirés, et compare les notes', () => {
    const done = checkBreathing(breathing, parsed({ before: 7, cyclesDone: 4, after: 4 }));
    expect(done.passed).toBe(true);
    expect(done.result).toEqual({
      kind: 'breathing',
      before: 7,
      after: 4,
      message:
        'Ton stress est passé de 7 à 4 sur 10 en quelques respirations. Garde cet outil pour le jour de l’oral.',
    });
    const same = checkBreathing(breathing, parsed({ before: 5, cyclesDone: 4, after: 5 }));
    expect((same.result as { message: string }).message).toMatch(
      /^Ton stress reste à 5 sur 10\.\s?C’est normal/,
    );
  });

  it('demande les deux notes et tous les cycles, dans l’ordre de l’exercice', () => {
    expect(checkBreathing(breathing, parsed({ cyclesDone: 2 })).problems.map((p) => p.message)).toEqual([
      'Note ton stress avant l’exercice, de 1 à 10.',
      'Respire avec le guide jusqu’au bout\u202f: 4 cycles (tu en as fait 2).',
      'Note ton stress après l’exercice, de 1 à 10.',
    ]);
  });

  it('refuse en français une note hors de l’échelle', () => {
    expect(answerSchemaFor(breathing).safeParse({ before: 0 }).error?.issues[0]?.message).toBe(
      'Note ton stress de 1 à 10.',
    );
  });

  it('la pensée plus juste demande les trois champs', () => {
    const pensee = LEVEL_23.steps.find((step) => step.id === 'pensee');
    if (pensee?.kind !== 'text') throw new Error('étape pensee absente');
    expect(
      check(pensee, { fields: { 'pensee-inquietante': 'Je vais bafouiller devant le jury.' } }).passed,
    ).toBe(false);
  });
});
