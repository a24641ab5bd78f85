import { type InterviewQuestionBody, type InterviewTargetItem, levelsApi } from '@declic/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/levels/interview/targets: the métiers, offer and formations of the student's journey. */
export function useInterviewTargets() {
  return useQuery({
    queryKey: ['level-22-interview-targets'],
    queryFn: ({ signal }) => call(levelsApi.interviewTargets, undefined, { signal }),
    select: (data): InterviewTargetItem[] => data.targets,
  });
}

/** POST /api/levels/interview/question: the next question, from the AI persona or the bank. */
export function useNextInterviewQuestion() {
  return useMutation({
    mutationFn: (body: InterviewQuestionBody) => call(levelsApi.interviewQuestion, { body }),
  });
}
