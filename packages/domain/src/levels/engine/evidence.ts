import type { LevelDefinition } from './level-definition';
import { isAnsweredStep } from './steps';

/** The steps of a level still without a passing answer on the server, in order. */
export function stepsMissing(
  definition: LevelDefinition,
  passedStepIds: ReadonlySet<string>,
): { id: string; title: string }[] {
  return definition.steps
    .filter(isAnsweredStep)
    .filter((step) => !passedStepIds.has(step.id))
    .map((step) => ({ id: step.id, title: step.title }));
}

/**
 * Where the player resumes: the first answered step without a pass, or the guide's lines just
 * before it (a newcomer starts at the first line); the end when everything passed.
 */
export function resumeIndex(definition: LevelDefinition, passedStepIds: ReadonlySet<string>): number {
  const { steps } = definition;
  let index = steps.findIndex((step) => isAnsweredStep(step) && !passedStepIds.has(step.id));
  if (index === -1) return steps.length;
  while (index > 0 && steps[index - 1]?.kind === 'dialogue') index -= 1;
  return index;
}
