import type { BreathingPattern } from '@declic/domain';

export type BreathingPhaseName = 'inspire' | 'retiens' | 'souffle';

export interface BreathingState {
  /** Cycles finished, at most `cycles`. */
  cyclesDone: number;
  phase: BreathingPhaseName;
  /** Whole seconds left in the phase (for the countdown). */
  secondsLeft: number;
  done: boolean;
}

export const PHASE_WORDS: Record<BreathingPhaseName, string> = {
  inspire: 'Inspire par le nez',
  retiens: 'Retiens ton souffle',
  souffle: 'Souffle lentement par la bouche',
};

/** Where the exercise is after `elapsedMs`: a pure function of time, so a skipped tick loses nothing. */
export function breathingAt(pattern: BreathingPattern, cycles: number, elapsedMs: number): BreathingState {
  const cycleMs = (pattern.inhale + pattern.hold + pattern.exhale) * 1000;
  const cyclesDone = Math.min(cycles, Math.floor(elapsedMs / cycleMs));
  if (cyclesDone >= cycles) return { cyclesDone: cycles, phase: 'souffle', secondsLeft: 0, done: true };
  const inCycle = elapsedMs - cyclesDone * cycleMs;
  const phases: [BreathingPhaseName, number][] = [
    ['inspire', pattern.inhale],
    ['retiens', pattern.hold],
    ['souffle', pattern.exhale],
  ];
  let start = 0;
  for (const [phase, seconds] of phases) {
    const end = start + seconds * 1000;
    if (inCycle < end)
      return { cyclesDone, phase, secondsLeft: Math.ceil((end - inCycle) / 1000), done: false };
    start = end;
  }
  return { cyclesDone, phase: 'souffle', secondsLeft: 0, done: false };
}
