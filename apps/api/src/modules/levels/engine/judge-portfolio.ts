import { checkPortfolio, type PortfolioAnswer, type PortfolioStep } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { readPortfolio } from '../portfolio/portfolio.service';

/** Level 24: the sections kept count only if the caller's own portfolio has them. */
export async function judgePortfolio(
  database: DatabaseHandle,
  userId: string,
  step: PortfolioStep,
  answer: Record<string, unknown>,
) {
  const { sections } = await readPortfolio(database, userId);
  return { answer, check: checkPortfolio(step, answer as unknown as PortfolioAnswer, sections) };
}
