import { LEVEL5_SCRIPT, type Level5Step } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import {
  canAdvance,
  currentStep,
  initialLevel5State,
  type Level5Event,
  level5Control,
  level5Reducer,
  stepTypingMs,
} from './level5-machine';

const script: Level5Step[] = [
  { kind: 'text', text: 'Bienvenue' },
  { kind: 'input', key: 'speaking1', prompt: 'Tell me' },
  { kind: 'result' },
];
const play = (events: Level5Event[]) =>
  events.reduce((state, event) => level5Reducer(state, event, script), initialLevel5State);
const twentyWords = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');

describe('niveau 5', () => {
  it('avance sur un texte, bloque une saisie vide ou trop courte', () => {
    const atInput = play([{ type: 'next' }]);
    expect(atInput.index).toBe(1);
    expect(canAdvance(atInput, script)).toBe(false);
    expect(play([{ type: 'next' }, { type: 'next' }]).index).toBe(1);
    const short = play([
      { type: 'next' },
      { type: 'answer', key: 'speaking1', value: 'I like it' },
      { type: 'next' },
    ]);
    expect(short.index).toBe(1);
  });

  it('passe au résultat avec 20 mots, puis se termine', () => {
    const done = play([
      { type: 'next' },
      { type: 'answer', key: 'speaking1', value: twentyWords },
      { type: 'next' },
      { type: 'next' },
      { type: 'finish' },
    ]);
    expect(done).toMatchObject({ index: 2, finished: true, answers: { speaking1: twentyWords } });
  });

  it('n’enregistre que la réponse de l’étape en cours et ne termine qu’au résultat', () => {
    expect(play([{ type: 'answer', key: 'speaking1', value: 'x' }]).answers).toEqual({});
    expect(play([{ type: 'finish' }]).finished).toBe(false);
  });

  it('affiche Passer pendant la frappe, puis Suivant, puis Terminer au résultat', () => {
    expect(level5Control({ kind: 'text', text: 'a' }, true)).toBe('Passer');
    expect(level5Control({ kind: 'text', text: 'a' }, false)).toBe('Suivant');
    expect(level5Control({ kind: 'result' }, false)).toBe('Terminer');
  });

  it('tape chaque étape en 3 000 à 6 500 ms', () => {
    expect(stepTypingMs('court')).toBe(3_000);
    expect(stepTypingMs('x'.repeat(100))).toBe(4_000);
    expect(stepTypingMs('x'.repeat(500))).toBe(6_500);
  });

  it('le vrai script finit par le résultat et demande les 8 réponses', () => {
    const inputs = LEVEL5_SCRIPT.filter((step) => step.kind === 'input');
    expect(inputs).toHaveLength(8);
    expect(currentStep({ ...initialLevel5State, index: LEVEL5_SCRIPT.length - 1 }).kind).toBe('result');
  });
});
