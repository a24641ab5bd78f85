import { type LevelDefinition, resumeIndex, type StoredStep } from '@declic/domain';
import { useState } from 'react';

export type PlayerPhase = 'intro' | 'steps' | 'finished';

/**
 * Where the student is in a level: the intro, then one step at a time. A student coming back
 * resumes at the first step the server has not validated (the intro is skipped).
 */
export function useLevelPlayer(definition: LevelDefinition, stored: StoredStep[]) {
  const passed = new Set(stored.filter((step) => step.passed).map((step) => step.stepId));
  const [phase, setPhase] = useState<PlayerPhase>(() => (stored.length > 0 ? 'steps' : 'intro'));
  const [index, setIndex] = useState(() =>
    Math.min(resumeIndex(definition, passed), definition.steps.length - 1),
  );
  const step = definition.steps[index];
  const storedStep = stored.find((entry) => entry.stepId === step?.id);
  const canGoOn = step?.kind === 'dialogue' || Boolean(storedStep?.passed);
  const isLast = index === definition.steps.length - 1;
  return {
    phase,
    index,
    step,
    storedStep,
    canGoOn,
    isLast,
    start: () => setPhase('steps'),
    next: () => (isLast ? setPhase('finished') : setIndex(index + 1)),
    back: () => setIndex(Math.max(0, index - 1)),
    finishedAgain: () => setPhase('steps'),
  };
}
