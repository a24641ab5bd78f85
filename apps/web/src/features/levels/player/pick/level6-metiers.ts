import { useQuery } from '@tanstack/react-query';
import { levelStepsQuery } from '../api/level-steps';

const LEVEL6_PICK = 'trois-metiers';

/** The ROME codes of the three métiers the student chose in level 6 (empty before it). */
export function useLevel6RomeCodes(): { codes: string[]; isPending: boolean } {
  const steps = useQuery({ ...levelStepsQuery(6), retry: false });
  const pick = steps.data?.steps.find((step) => step.stepId === LEVEL6_PICK);
  const items = (pick?.answer.items ?? []) as { code: string }[];
  return { codes: items.map((item) => item.code), isPending: steps.isPending };
}
