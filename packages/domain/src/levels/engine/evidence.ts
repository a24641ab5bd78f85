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

/** Where the player resumes: the first answered step without a pass, else the end. */
export function resumeIndex(definition: LevelDefinition, passedStepIds: ReadonlySet<string>): number {
  const index = definition.steps.findIndex((step) => isAnsweredStep(step) && !passedStepIds.has(step.id));
  return index === -1 ? definition.steps.length : index;
}
