import type { StoredStep } from '@declic/domain';
import { useSaveStep } from '../api/level-steps';

/** Saves one step's answer and says what the server answered, or why it could not. */
export function useStepSave(level: number, stepId: string, stored?: StoredStep) {
  const mutation = useSaveStep(level);
  const check = mutation.data ?? stored;
  return {
    save: (answer: Record<string, unknown>) => mutation.mutate({ stepId, answer }),
    saving: mutation.isPending,
    error: mutation.error ? mutation.error.message : null,
    check,
    passed: Boolean(check?.passed),
  };
}
