import { type BudgetAnswer, type BudgetStep, checkBudget } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { currentFigures } from '../../figures';

/**
 * Level 35: the job is paid at the Smic in force and kept within the weekly limit level 46
 * teaches, both read from the dated figures the staff keeps.
 */
export async function judgeBudget(
  database: DatabaseHandle,
  step: BudgetStep,
  answer: Record<string, unknown>,
) {
  const figures = await currentFigures(database);
  const smic = figures.find((figure) => figure.id === 'smic-horaire-brut');
  const limit = figures.find((figure) => figure.id === 'mineur-heures-semaine');
  if (!smic || !limit) throw new Error('chiffres datés : Smic horaire ou limite d’heures absent');
  const check = checkBudget(step, answer as unknown as BudgetAnswer, {
    smicHourlyGross: smic.value as number,
    smicAppliesFrom: smic.appliesFrom,
    maxJobHoursPerWeek: limit.value as number,
  });
  return { answer, check };
}
