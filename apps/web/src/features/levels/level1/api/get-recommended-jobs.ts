import { analysisResultsResponseSchema, type ReadJob, readAnalysisResults } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../../lib/api-client';
import { currentUserId } from '../../../../lib/auth/current-user';

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * The student's recommended jobs, best first: their orientation results, generated on a 404
 * (spec section 4). No analysis at all is not an error: the level then asks for the dream job.
 */
export async function getRecommendedJobs(): Promise<ReadJob[]> {
  try {
    const response = await apiRequest('/analysis/my-results', {
      query: { type: 'orientation', t: Date.now() },
      headers: { 'Cache-Control': 'no-cache' },
      schema: analysisResultsResponseSchema,
    });
    return readAnalysisResults(response.results)?.jobs ?? [];
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  try {
    const generated = await apiRequest('/analysis/generate-analysis', {
      method: 'POST',
      body: { userId: currentUserId() },
      schema: analysisResultsResponseSchema,
    });
    return readAnalysisResults(generated.results)?.jobs ?? [];
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500 && error.status !== 401) return [];
    throw error;
  }
}

export function useRecommendedJobs() {
  return useQuery({ queryKey: ['levels', 'recommended-jobs'], queryFn: getRecommendedJobs, retry: false });
}
