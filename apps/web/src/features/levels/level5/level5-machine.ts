import {
  isLevel5AnswerValid,
  LEVEL5_SCRIPT,
  LEVEL5_TYPING_MS,
  type Level5AnswerKey,
  type Level5Answers,
  type Level5Step,
} from '@declic/domain';

/** Level 5 (spec section 4): the scripted steps, the answers typed so far, and the end. */
export interface Level5State {
  index: number;
  answers: Level5Answers;
  finished: boolean;
}

export type Level5Event =
  | { type: 'answer'; key: Level5AnswerKey; value: string }
  | { type: 'next' }
  | { type: 'finish' };

export const initialLevel5State: Level5State = { index: 0, answers: {}, finished: false };

export const currentStep = (state: Level5State, script = LEVEL5_SCRIPT): Level5Step =>
  script[state.index] as Level5Step;

/** Whether Suivant may leave the current step: an input step needs a valid answer. */
export function canAdvance(state: Level5State, script = LEVEL5_SCRIPT): boolean {
  const step = currentStep(state, script);
  if (step.kind === 'result') return false;
  return step.kind !== 'input' || isLevel5AnswerValid(step.key, state.answers[step.key] ?? '');
}

export function level5Reducer(state: Level5State, event: Level5Event, script = LEVEL5_SCRIPT): Level5State {
  if (state.finished) return state;
  const step = currentStep(state, script);
  switch (event.type) {
    case 'answer':
      return step.kind === 'input' && step.key === event.key
        ? { ...state, answers: { ...state.answers, [event.key]: event.value } }
        : state;
    case 'next':
      return canAdvance(state, script) && state.index < script.length - 1
        ? { ...state, index: state.index + 1 }
        : state;
    case 'finish':
      return step.kind === 'result' ? { ...state, finished: true } : state;
  }
}

export type Level5Control = 'Passer' | 'Suivant' | 'Terminer';

/** Passer while the bubble is typing, then Suivant, and Terminer on the result. */
export function level5Control(step: Level5Step, typing: boolean): Level5Control {
  if (typing) return 'Passer';
  return step.kind === 'result' ? 'Terminer' : 'Suivant';
}

/** About 40 ms per character, within the spec's 3 000–6 500 ms per step. */
export function stepTypingMs(text: string): number {
  return Math.min(LEVEL5_TYPING_MS.max, Math.max(LEVEL5_TYPING_MS.min, text.length * 40));
}
