import { describe, expect, it } from 'vitest';
import {
  advanceDialogue,
  type DialogueAction,
  type DialogueConfig,
  type DialogueState,
  dialogueControl,
  startDialogue,
} from './dialogue';

const config: DialogueConfig = { stepsPerLine: [3, 5, 2], reducedMotion: false };

function run(actions: DialogueAction[], settings = config): DialogueState {
  return actions.reduce((state, action) => advanceDialogue(state, action, settings), startDialogue(settings));
}

const progress = (step: number): DialogueAction => ({ type: 'progress', step });
const skip: DialogueAction = { type: 'skip' };
const next: DialogueAction = { type: 'next' };

describe('dialogue de la mascotte', () => {
  it('commence par taper la première réplique, bouton Passer', () => {
    const state = startDialogue(config);
    expect(state).toEqual({ lineIndex: 0, step: 0, typing: true });
    expect(dialogueControl(state, 3)).toBe('skip');
  });

  it('finit la réplique au dernier pas, bouton Suivant', () => {
    const state = run([progress(1), progress(2), progress(3)]);
    expect(state).toEqual({ lineIndex: 0, step: 3, typing: false });
    expect(dialogueControl(state, 3)).toBe('next');
  });

  it('Passer montre la réplique entière sans changer de réplique', () => {
    expect(run([progress(1), skip])).toEqual({ lineIndex: 0, step: 3, typing: false });
  });

  it('Suivant ne saute pas une réplique en cours de frappe', () => {
    expect(run([progress(1), next])).toEqual({ lineIndex: 0, step: 1, typing: true });
  });

  it('Suivant passe à la réplique suivante, qui se tape depuis le début', () => {
    expect(run([skip, next])).toEqual({ lineIndex: 1, step: 0, typing: true });
  });

  it('se termine sur Commencer maintenant après la troisième réplique', () => {
    const state = run([skip, next, skip, next, progress(1), progress(5)]);
    expect(state).toEqual({ lineIndex: 2, step: 2, typing: false });
    expect(dialogueControl(state, 3)).toBe('start');
    expect(advanceDialogue(state, next, config)).toBe(state);
  });

  it('ignore les pas de frappe une fois la réplique affichée, ou en retard', () => {
    const done = run([skip]);
    expect(advanceDialogue(done, progress(2), config)).toBe(done);
    const typing = run([progress(2)]);
    expect(advanceDialogue(typing, progress(1), config)).toBe(typing);
  });

  it('rattrape d’un coup les pas dus après un retard des minuteries', () => {
    expect(run([progress(99)])).toEqual({ lineIndex: 0, step: 3, typing: false });
  });

  it('affiche chaque réplique d’un coup quand les animations sont réduites', () => {
    const reduced = { ...config, reducedMotion: true };
    const first = startDialogue(reduced);
    expect(first).toEqual({ lineIndex: 0, step: 3, typing: false });
    expect(dialogueControl(first, 3)).toBe('next');
    expect(run([next, next], reduced)).toEqual({ lineIndex: 2, step: 2, typing: false });
  });
});
