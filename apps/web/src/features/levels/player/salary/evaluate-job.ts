import { levelsApi } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** POST /api/analysis/level7/evaluate-job: the real pay of a job, with its sources and the quiz. */
export function useEvaluateJob() {
  return useMutation({
    mutationFn: (job: string) => call(levelsApi.evaluateJob, { body: { job } }),
  });
}
