import { levelMessageDuration, planTyping, revealedLength, stepAt } from '@declic/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';

export interface TypedText {
  visibleText: string;
  typing: boolean;
  /** Shows the whole message at once (Suivant or Passer pressed while typing). */
  finish: () => void;
}

/**
 * Types `text` character by character over `durationMs` (by default about 40 ms a character,
 * 1.5 to 8 s), driven by the clock so a busy phone skips letters rather than typing late.
 * With reduced motion the text shows at once.
 */
export function useTypedText(text: string, durationMs?: number): TypedText {
  const reducedMotion = usePrefersReducedMotion();
  const plan = useMemo(
    () => planTyping({ durationMs: durationMs ?? levelMessageDuration(text), length: text.length }),
    [text, durationMs],
  );
  // The step is stored with the text it belongs to, so a new message never flashes the old count.
  const [progress, setProgress] = useState({ text, step: 0 });
  const step = progress.text === text ? progress.step : 0;
  const done = reducedMotion || step >= plan.steps;

  useEffect(() => {
    setProgress({ text, step: 0 });
    if (reducedMotion || plan.steps === 0) return;
    const startedAt = performance.now();
    const timer = window.setInterval(() => {
      const next = stepAt(plan, performance.now() - startedAt);
      // Never backwards: Suivant/Passer may already have shown the whole message.
      setProgress((current) => ({ text, step: current.text === text ? Math.max(current.step, next) : next }));
      if (next >= plan.steps) window.clearInterval(timer);
    }, plan.intervalMs);
    return () => window.clearInterval(timer);
  }, [text, plan, reducedMotion]);

  const finish = useCallback(() => setProgress({ text, step: plan.steps }), [text, plan]);
  return {
    visibleText: done ? text : text.slice(0, revealedLength(plan, text.length, step)),
    typing: !done,
    finish,
  };
}
