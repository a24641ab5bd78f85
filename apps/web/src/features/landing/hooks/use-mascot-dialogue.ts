import {
  LANDING_MOUTH_TOGGLE_MS,
  LANDING_TYPING_STEPS_PER_SECOND,
  planTyping,
  revealedLength,
  stepAt,
} from '@declic/domain';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { advanceDialogue, type DialogueConfig, dialogueControl, startDialogue } from '../dialogue';
import type { MascotLine } from '../textes';

/** Runs the mascot's typewriter: typing steps, the mouth's toggling, and the button's effects. */
export function useMascotDialogue(lines: readonly MascotLine[]) {
  const reducedMotion = usePrefersReducedMotion();
  const plans = useMemo(
    () =>
      lines.map((line) =>
        planTyping({
          durationMs: line.durationMs,
          length: line.text.length,
          stepsPerSecond: LANDING_TYPING_STEPS_PER_SECOND,
        }),
      ),
    [lines],
  );
  const config = useMemo<DialogueConfig>(
    () => ({ stepsPerLine: plans.map((plan) => plan.steps), reducedMotion }),
    [plans, reducedMotion],
  );
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof startDialogue>, action: Parameters<typeof advanceDialogue>[1]) =>
      advanceDialogue(current, action, config),
    config,
    startDialogue,
  );
  const [mouthOpen, setMouthOpen] = useState(false);
  const plan = plans[state.lineIndex];

  useEffect(() => {
    if (!state.typing || !plan) return;
    // Steps follow the clock, so a busy device skips letters instead of typing late.
    const startedAt = performance.now();
    const typingTimer = window.setInterval(
      () => dispatch({ type: 'progress', step: stepAt(plan, performance.now() - startedAt) }),
      plan.intervalMs,
    );
    const mouthTimer = window.setInterval(() => setMouthOpen((open) => !open), LANDING_MOUTH_TOGGLE_MS);
    return () => {
      window.clearInterval(typingTimer);
      window.clearInterval(mouthTimer);
      setMouthOpen(false);
    };
  }, [state.typing, plan]);

  // Someone who turns on reduced motion mid-line sees the line whole at once.
  useEffect(() => {
    if (reducedMotion) dispatch({ type: 'skip' });
  }, [reducedMotion]);

  const line = lines[state.lineIndex];
  const text = line?.text ?? '';
  return {
    lineIndex: state.lineIndex,
    text,
    visibleText: plan ? text.slice(0, revealedLength(plan, text.length, state.step)) : text,
    typing: state.typing,
    mouthOpen,
    control: dialogueControl(state, lines.length),
    skip: () => dispatch({ type: 'skip' }),
    next: () => dispatch({ type: 'next' }),
  };
}
