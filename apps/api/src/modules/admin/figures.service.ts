import { levelFunnel, type StaffFigures } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { headcountByLevel, studentCounts } from './figures.repository';

/** The staff's figures: counts and the level funnel, aggregates only. */
export async function staffFigures(database: DatabaseHandle): Promise<StaffFigures> {
  const [counts, headcounts] = await Promise.all([studentCounts(database), headcountByLevel(database)]);
  return { ...counts, funnel: levelFunnel(headcounts) };
}
