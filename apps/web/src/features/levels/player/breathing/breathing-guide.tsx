import type { BreathingPattern } from '@declic/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { type BreathingState, breathingAt, PHASE_WORDS } from './breathing-phase';

interface BreathingGuideProps {
  pattern: BreathingPattern;
  cycles: number;
  cyclesDone: number;
  onProgress: (cyclesDone: number) => void;
}

/**
 * The guided breathing: a circle that grows on the in-breath and shrinks on the out-breath (it
 * stays still when motion is reduced: the words and the countdown guide alone). Each phase change
 * is announced once, not each second.
 */
export function BreathingGuide({ pattern, cycles, cyclesDone, onProgress }: BreathingGuideProps) {
  const [state, setState] = useState<BreathingState | null>(null);
  const started = useRef(0);
  const reported = useRef(0);
  const onProgressRef = useRef(onProgress);
  onProgressRef.current = onProgress;
  const running = state !== null && !state.done;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const next = breathingAt(pattern, cycles, performance.now() - started.current);
      setState(next);
      // Told once per finished cycle, not on every tick: the draft is written to storage.
      if (next.cyclesDone !== reported.current) {
        reported.current = next.cyclesDone;
        onProgressRef.current(next.cyclesDone);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [running, pattern, cycles]);

  const start = () => {
    started.current = performance.now();
    reported.current = 0;
    setState(breathingAt(pattern, cycles, 0));
    onProgress(0);
  };
  const phase = state && !state.done ? state.phase : null;
  const big = phase === 'inspire' || phase === 'retiens';
  const seconds = phase === 'inspire' ? pattern.inhale : phase === 'souffle' ? pattern.exhale : 0;

  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-surface-soft p-6">
      <div className="flex size-48 items-center justify-center">
        <div
          aria-hidden="true"
          className={cx(
            'rounded-full bg-mint-100 ring-4 ring-mint-700 transition-transform ease-in-out motion-reduce:transition-none',
            big ? 'scale-100 motion-reduce:scale-75' : 'scale-50 motion-reduce:scale-75',
          )}
          style={{ width: '12rem', height: '12rem', transitionDuration: `${seconds}s` }}
        />
      </div>
      <p aria-live="polite" className="text-center font-display text-xl font-bold">
        {phase ? PHASE_WORDS[phase] : state?.done ? 'C’est fini. Reviens doucement.' : 'Prêt quand tu veux.'}
      </p>
      {phase ? (
        <p className="text-2xl font-bold tabular-nums" aria-hidden="true">
          {state?.secondsLeft}
        </p>
      ) : null}
      <p>
        Cycle {Math.min(cycles, cyclesDone + (running ? 1 : 0))} sur {cycles}
      </p>
      {running ? (
        <Button variant="secondary" onClick={() => setState(null)}>
          Arrêter
        </Button>
      ) : (
        <Button onClick={start}>
          {cyclesDone > 0 ? 'Recommencer la respiration' : 'Commencer la respiration'}
        </Button>
      )}
    </div>
  );
}
