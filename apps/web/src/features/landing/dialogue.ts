/**
 * The mascot's dialogue as plain data: which line is on screen, how many typing steps are
 * shown, and what the single button does next. Pure, so the sequence is unit-tested.
 */
export interface DialogueConfig {
  /** Typing steps of each line, in order (from planTyping). */
  stepsPerLine: readonly number[];
  /** With reduced motion, every line appears whole at once. */
  reducedMotion: boolean;
}

export interface DialogueState {
  lineIndex: number;
  step: number;
  typing: boolean;
}

/** `progress` reports how many typing steps the clock says are due (see stepAt). */
export type DialogueAction = { type: 'progress'; step: number } | { type: 'skip' } | { type: 'next' };

/** What the single button does in a given state: Skip, Next, then 'Commencer maintenant'. */
export type DialogueControl = 'skip' | 'next' | 'start';

function showLine(lineIndex: number, config: DialogueConfig): DialogueState {
  const steps = config.stepsPerLine[lineIndex] ?? 0;
  const typing = !config.reducedMotion && steps > 0;
  return { lineIndex, step: typing ? 0 : steps, typing };
}

export function startDialogue(config: DialogueConfig): DialogueState {
  return showLine(0, config);
}

export function advanceDialogue(
  state: DialogueState,
  action: DialogueAction,
  config: DialogueConfig,
): DialogueState {
  const steps = config.stepsPerLine[state.lineIndex] ?? 0;
  switch (action.type) {
    case 'progress': {
      if (!state.typing || action.step <= state.step) return state;
      return action.step >= steps
        ? { ...state, step: steps, typing: false }
        : { ...state, step: action.step };
    }
    case 'skip':
      return state.typing ? { ...state, step: steps, typing: false } : state;
    case 'next': {
      const isLast = state.lineIndex >= config.stepsPerLine.length - 1;
      return state.typing || isLast ? state : showLine(state.lineIndex + 1, config);
    }
  }
}

export function dialogueControl(state: DialogueState, lineCount: number): DialogueControl {
  if (state.typing) return 'skip';
  return state.lineIndex < lineCount - 1 ? 'next' : 'start';
}
