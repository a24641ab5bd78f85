import { type PortfolioResponse, portfolioSections, readAnalysisResults } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { latestAnalysis } from '../../analysis';
import { readAllPassedSteps } from '../engine/step-answers.repository';

async function firstNameOf(database: DatabaseHandle, userId: string): Promise<string> {
  const [row] = await database.query<{ first_name: string | null }>(
    'SELECT first_name FROM profiles WHERE user_id = $1',
    [userId],
  );
  return row?.first_name?.trim() ?? '';
}

/**
 * The caller's portfolio: their passed steps in full, with their orientation results and
 * personality type; only their own data.
 */
export async function readPortfolio(database: DatabaseHandle, userId: string): Promise<PortfolioResponse> {
  const [rows, orientation, personality, firstName] = await Promise.all([
    readAllPassedSteps(database, userId),
    latestAnalysis(database, userId, 'orientation'),
    latestAnalysis(database, userId, 'mbti'),
    firstNameOf(database, userId),
  ]);
  const type = readAnalysisResults(personality?.results)?.personalityType ?? null;
  return {
    firstName,
    sections: portfolioSections(rows, readAnalysisResults(orientation?.results), type),
  };
}
