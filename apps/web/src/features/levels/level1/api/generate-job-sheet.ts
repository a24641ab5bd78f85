import { advisorApi, JOB_SHEET_ADVISOR_TYPE, type JobSheet } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';
import { jobSheetPrompt } from '../textes';

export interface JobSheetRequest {
  jobTitle: string;
  /** The student's recommended jobs, as context for the advisor. */
  jobTitles: string[];
}

/** POST /api/chat/ai in the level-1 'fiche-metier' mode: the structured sheet of one job. */
export async function generateJobSheet({ jobTitle, jobTitles }: JobSheetRequest): Promise<JobSheet> {
  const response = await call(advisorApi.ask, {
    body: {
      mode: 'advisor',
      advisorType: JOB_SHEET_ADVISOR_TYPE,
      message: jobSheetPrompt(jobTitle),
      history: [],
      jobTitles,
      jobTitle,
    },
  });
  if (!response.sheet) throw new Error(response.error ?? 'Fiche métier absente de la réponse.');
  return response.sheet;
}

export function useGenerateJobSheet() {
  return useMutation({ mutationFn: generateJobSheet });
}
