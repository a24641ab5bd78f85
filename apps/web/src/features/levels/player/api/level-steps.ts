import { type LevelStepsResponse, levelsApi, type StepCheckResponse, type StoredStep } from '@declic/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

export const levelStepsQueryKey = (level: number) => ['level-steps', level] as const;

/** GET /api/levels/{level}/steps: what the server holds for the caller, to resume where they were. */
export const levelStepsQuery = (level: number) =>
  queryOptions({
    queryKey: levelStepsQueryKey(level),
    queryFn: () => call(levelsApi.steps, { params: { level } }),
  });

export function useLevelSteps(level: number) {
  return useQuery(levelStepsQuery(level));
}

interface SaveStepInput {
  stepId: string;
  answer: Record<string, unknown>;
}

/**
 * PUT /api/levels/{level}/steps/{stepId}. A network failure is retried twice; the typed answer
 * stays in the form (and its draft) whatever happens.
 */
export function useSaveStep(level: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, answer }: SaveStepInput) =>
      call(levelsApi.saveStep, { params: { level, stepId }, body: { answer } }),
    retry: (failures, error) => failures < 2 && !('status' in error && Number(error.status) < 500),
    onSuccess: (check: StepCheckResponse, { stepId, answer }) => {
      queryClient.setQueryData<LevelStepsResponse>(levelStepsQueryKey(level), (previous) => {
        const stored: StoredStep = { stepId, answer, updatedAt: new Date().toISOString(), ...check };
        const others = (previous?.steps ?? []).filter((step) => step.stepId !== stepId);
        return { level, steps: [...others, stored] };
      });
    },
  });
}
