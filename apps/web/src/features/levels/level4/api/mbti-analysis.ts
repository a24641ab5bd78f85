import { levelsApi, orientationApi, type ReadResults, readAnalysisResults } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';
import { ApiRequestError } from '../../../../lib/api-client';

/** The saved analysis as the screens use it, plus the stored fields they also need. */
export interface MbtiAnalysisView {
  read: ReadResults;
  typeTitle: string | null;
  raw: Record<string, unknown>;
}

export function toAnalysisView(raw: Record<string, unknown>): MbtiAnalysisView | null {
  const read = readAnalysisResults(raw);
  if (!read) return null;
  return { read, typeTitle: typeof raw.typeTitle === 'string' ? raw.typeTitle : null, raw };
}

/** POST /api/analysis/generate-analysis-by-type for the caller. */
export async function generateMbtiAnalysis(userId: string): Promise<MbtiAnalysisView> {
  const { analysis } = await call(levelsApi.personalityAnalysis, {
    body: { userId, questionnaireType: 'mbti' },
  });
  const view = toAnalysisView(analysis);
  if (!view) throw new ApiRequestError(500, 'analyse_vide', 'Analyse vide');
  return view;
}

export const mbtiAnalysisQueryKey = ['results', 'mbti'] as const;

/** The caller's saved MBTI analysis (GET /api/analysis/my-results?type=mbti); null when none yet. */
export function useSavedMbtiAnalysis(enabled: boolean) {
  return useQuery({
    queryKey: [...mbtiAnalysisQueryKey, 'level4'],
    queryFn: async () => {
      try {
        const response = await call(
          orientationApi.myResults,
          { query: { type: 'mbti', t: String(Date.now()) } },
          { headers: { 'Cache-Control': 'no-cache' } },
        );
        return { view: toAnalysisView(response.results), level: response.level };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return { view: null, level: null };
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}
