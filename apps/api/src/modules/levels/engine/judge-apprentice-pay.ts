import {
  type ApprenticePayAnswer,
  type ApprenticePayStep,
  apprenticeMonthlyPay,
  checkApprenticePay,
} from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { currentFigures } from '../../figures';

/**
 * Level 31: the simulator's pay comes from the figures in force (grid and Smic, as the staff keeps
 * them), and is stored with the answer, so that the student's record says what they saw.
 */
export async function judgeApprenticePay(
  database: DatabaseHandle,
  step: ApprenticePayStep,
  answer: Record<string, unknown>,
) {
  const simulation = answer as unknown as ApprenticePayAnswer;
  if (simulation.age === null || simulation.year === null) {
    return { answer, check: checkApprenticePay(step, simulation) };
  }
  const figures = await currentFigures(database);
  const grid = figures.find((figure) => figure.id === 'apprenti-grille');
  const smic = figures.find((figure) => figure.id === 'smic-mensuel-brut');
  if (!grid || !smic) throw new Error('chiffres datés : grille d’apprenti ou Smic absent');
  const pay = apprenticeMonthlyPay(
    simulation.age,
    simulation.year,
    grid.value as never,
    smic.value as number,
  );
  const result = {
    kind: 'apprentice-pay' as const,
    ...pay,
    smicMonthlyGross: smic.value as number,
    smicAppliesFrom: smic.appliesFrom,
  };
  return {
    answer: { ...answer, pay: pay.monthlyGross },
    check: checkApprenticePay(step, simulation, result),
  };
}
