import {
  type AnalysisResultsResponse,
  orientationApi,
  type QuestionnaireType,
  type ReadResults,
  readAnalysisResults,
} from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';
import { ApiRequestError } from './api-client';
import { restoreSession } from './auth/session';

/** Messages of spec section 8 for a failed results load. */
export const RESULTS_ERRORS = {
  unauthenticated: 'Utilisateur non authentifié',
  loadFailed: 'Erreur lors du chargement des résultats',
} as const;

export interface LoadedResults {
  results: ReadResults | null;
  level: number | null;
}

const isStatus = (error: unknown, status: number) =>
  error instanceof ApiRequestError && error.status === status;

export function getMyResults(type: QuestionnaireType): Promise<AnalysisResultsResponse> {
  return call(
    orientationApi.myResults,
    { query: { type, t: String(Date.now()) } },
    { headers: { 'Cache-Control': 'no-cache' } },
  );
}

const toLoaded = (response: AnalysisResultsResponse): LoadedResults => ({
  results: readAnalysisResults(response.results),
  level: response.level,
});

/**
 * Spec section 4: my-results; on a 404, generate the analysis; if that fails, generate results
 * and read the latest. Empty (results null) when there is still nothing to show.
 */
export async function loadOrientationResults(userId: string): Promise<LoadedResults> {
  try {
    return toLoaded(await getMyResults('orientation'));
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
  }
  try {
    return toLoaded(await call(orientationApi.generate, { body: { userId } }));
  } catch (error) {
    if (isStatus(error, 401)) throw error;
  }
  await call(orientationApi.generateLatest).catch((error: unknown) => {
    if (isStatus(error, 401)) throw error;
  });
  try {
    return toLoaded(await call(orientationApi.latest));
  } catch (error) {
    if (isStatus(error, 404)) return { results: null, level: null };
    throw error;
  }
}

async function signedInUserId(): Promise<string> {
  const session = await restoreSession();
  if (!session) throw new ApiRequestError(401, 'non_authentifie', RESULTS_ERRORS.unauthenticated);
  return session.user.id;
}

export function useOrientationResults() {
  return useQuery({
    queryKey: ['results', 'orientation'],
    queryFn: async () => loadOrientationResults(await signedInUserId()),
    retry: false,
    staleTime: 0,
  });
}

/** The level-4 personality analysis (MBTI), when the student has one. */
export function usePersonalityResults(enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'mbti'],
    queryFn: async () => {
      try {
        return toLoaded(await getMyResults('mbti'));
      } catch (error) {
        if (isStatus(error, 404)) return { results: null, level: null };
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

/** The message of spec section 8 for a failed load. */
export function resultsErrorMessage(error: unknown): string {
  if (isStatus(error, 401)) return RESULTS_ERRORS.unauthenticated;
  if (error instanceof ApiRequestError && error.message) return error.message;
  return RESULTS_ERRORS.loadFailed;
}
