import type { LevelStep, StoredStep } from '@declic/domain';

/** What every step component receives from the player. */
export interface StepProps<S extends LevelStep> {
  level: number;
  step: S;
  /** The server's copy of the answer, when there is one. */
  stored?: StoredStep;
}
