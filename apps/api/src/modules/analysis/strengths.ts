import { isRiasecLetter, RIASEC_INFO, readAnalysisResults } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { latestAnalysis } from './analysis.repository';

/**
 * The student's strengths from the orientation analysis, strongest first: its own list, else
 * what its Holland code says; at most `limit`.
 */
export async function readStrengths(
  database: DatabaseHandle,
  userId: string,
  limit: number,
): Promise<string[]> {
  const stored = await latestAnalysis(database, userId, 'orientation');
  const results = readAnalysisResults(stored?.results);
  if (!results) return [];
  if (results.strengths.length > 0) return results.strengths.slice(0, limit);
  // The Holland code lists the letters from the strongest.
  return [...(results.riasec?.code ?? '')]
    .filter(isRiasecLetter)
    .slice(0, limit)
    .map((letter) => RIASEC_INFO[letter].strengths[0]);
}
