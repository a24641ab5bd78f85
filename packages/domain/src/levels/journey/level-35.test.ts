import { describe, expect, it } from 'vitest';
import { checkBudget } from '../engine/checks';
import type { BudgetStep } from '../engine/steps';
import { type BudgetAnswer, budgetSummary } from '../student-life/budget';
import { LEVEL_35 } from './level-35';
import { check, stepOf } from './level-test-support';

const budget = stepOf<BudgetStep>(LEVEL_35, 'budget-mois');
const figures = { smicHourlyGross: 12, smicAppliesFrom: '2026-06-01', maxJobHoursPerWeek: 35 };
const month: BudgetAnswer = {
  housing: 300,
  food: 220,
  transport: 30,
  phone: 15,
  equipment: 20,
  leisure: 60,
  grant: 300,
  familyHelp: 150,
  jobHoursPerWeek: 6,
  adjustment: '',
};

describe('niveau 35 : budget étudiant', () => {
  it('calcule le job au Smic (heures × 52 / 12) et le solde', () => {
    const summary = budgetSummary(month, figures);
    expect(summary.jobMonthlyGross).toBe(312);
    expect(summary.incomes).toBe(762);
    expect(summary.expenses).toBe(645);
    expect(summary.balance).toBe(117);
    expect(summary.suggestion).toBeNull();
    expect(checkBudget(budget, month, figures).passed).toBe(true);
  });

  it('un solde négatif propose un ajustement et demande celui de l’élève', () => {
    const short = { ...month, familyHelp: 0 };
    const result = checkBudget(budget, short, figures);
    expect(result.result).toMatchObject({ kind: 'budget', balance: -33 });
    expect((result.result as { suggestion: string }).suggestion).toMatch(/^Ajoute 1 heure de job/);
    expect(result.problems.map((problem) => problem.field)).toEqual(['adjustment']);
    const adjusted = { ...short, adjustment: 'Je prends une heure de plus le samedi au magasin.' };
    expect(checkBudget(budget, adjusted, figures).passed).toBe(true);
  });

  it('au-delà de quelques heures, propose de baisser la plus grosse dépense souple', () => {
    const summary = budgetSummary({ ...month, grant: 0, familyHelp: 0, jobHoursPerWeek: 35 }, figures);
    expect(summary.balance).toBeGreaterThan(0);
    const deep = budgetSummary({ ...month, grant: 0, familyHelp: 0, jobHoursPerWeek: 0 }, figures);
    expect(deep.suggestion).toContain('Courses et repas');
  });

  it('chaque ligne est demandée, et le job reste sous la limite du niveau 46', () => {
    expect(check(budget, { ...month, leisure: null }).problems.map((p) => p.field)).toEqual(['leisure']);
    const tooMuch = checkBudget(budget, { ...month, jobHoursPerWeek: 36 }, figures);
    expect(tooMuch.problems.map((problem) => problem.field)).toEqual(['jobHoursPerWeek']);
  });
});
