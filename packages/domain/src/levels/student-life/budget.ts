import { formatEuros, typographieFr } from '../../format/typography';
import type { StepProblem } from '../engine/text-rules';

/** A month's lines (euros), null until typed; the job is in hours a week. */
export interface BudgetAnswer {
  /** Rent left to pay once the housing aid is paid (level 37). */
  housing: number | null;
  food: number | null;
  transport: number | null;
  phone: number | null;
  equipment: number | null;
  leisure: number | null;
  /** The grant per month (level 36). */
  grant: number | null;
  familyHelp: number | null;
  jobHoursPerWeek: number | null;
  /** What the student changes when the month does not balance. */
  adjustment: string;
}

export const BUDGET_EXPENSES = ['housing', 'food', 'transport', 'phone', 'equipment', 'leisure'] as const;
export type BudgetExpense = (typeof BUDGET_EXPENSES)[number];
export const BUDGET_INCOMES = ['grant', 'familyHelp', 'jobHoursPerWeek'] as const;

export const BUDGET_LABELS: Record<BudgetExpense | (typeof BUDGET_INCOMES)[number], string> = {
  housing: 'Logement, aide déduite',
  food: 'Courses et repas',
  transport: 'Transports',
  phone: 'Téléphone et internet',
  equipment: 'Matériel d’études',
  leisure: 'Loisirs et sorties',
  grant: 'Bourse par mois',
  familyHelp: 'Aide de ta famille',
  jobHoursPerWeek: 'Heures de job par semaine',
};

/** The expenses a student can cut first, in that order, when the month does not balance. */
const FLEXIBLE: BudgetExpense[] = ['leisure', 'equipment', 'phone', 'transport', 'food'];

/** 52 weeks over 12 months: the weeks in an average month. */
const WEEKS_PER_MONTH = 52 / 12;

/** The figures the budget reads: the Smic per hour and the weekly limit of level 46. */
export interface BudgetFigures {
  smicHourlyGross: number;
  maxJobHoursPerWeek: number;
}

export type BudgetSummary = {
  /** Gross pay of the job per month (hours × weeks × Smic). */
  jobMonthlyGross: number;
  incomes: number;
  expenses: number;
  balance: number;
  /** One concrete change when the balance is negative, else null. */
  suggestion: string | null;
};

const euros = (value: number | null) => value ?? 0;

/** The month's balance and, when it is negative, one concrete adjustment. */
export function budgetSummary(answer: BudgetAnswer, figures: BudgetFigures): BudgetSummary {
  const hours = euros(answer.jobHoursPerWeek);
  const jobMonthlyGross = Math.round(hours * WEEKS_PER_MONTH * figures.smicHourlyGross);
  const incomes = euros(answer.grant) + euros(answer.familyHelp) + jobMonthlyGross;
  const expenses = BUDGET_EXPENSES.reduce((sum, line) => sum + euros(answer[line]), 0);
  const balance = Math.round(incomes - expenses);
  const suggestion = suggestionFor(answer, figures, balance);
  return { jobMonthlyGross, incomes, expenses, balance, suggestion: suggestion && typographieFr(suggestion) };
}

function suggestionFor(answer: BudgetAnswer, figures: BudgetFigures, balance: number): string | null {
  if (balance >= 0) return null;
  const missing = -balance;
  const hourlyPerMonth = WEEKS_PER_MONTH * figures.smicHourlyGross;
  const extraHours = Math.ceil(missing / hourlyPerMonth);
  const hours = euros(answer.jobHoursPerWeek);
  if (hours + extraHours <= figures.maxJobHoursPerWeek && extraHours <= 4) {
    return `Ajoute ${extraHours} heure${extraHours > 1 ? 's' : ''} de job par semaine : environ ${formatEuros(Math.round(extraHours * hourlyPerMonth))} brut de plus par mois.`;
  }
  const line = FLEXIBLE.map((id) => ({ id, value: euros(answer[id]) })).sort((a, b) => b.value - a.value)[0];
  if (line && line.value > 0) {
    const cut = Math.min(missing, line.value);
    return `Baisse « ${BUDGET_LABELS[line.id]} » de ${formatEuros(cut)} par mois${cut < missing ? ', puis cherche le reste ailleurs' : ''}.`;
  }
  return 'Vérifie les aides que tu n’as pas encore demandées (niveau 36) et parles-en à ta famille.';
}

/** Every line typed (0 is an answer), the job within the limit, and a change when it does not balance. */
export function budgetProblems(
  step: { adjustmentMinLength: number },
  answer: BudgetAnswer,
  figures: BudgetFigures,
): StepProblem[] {
  const problems: StepProblem[] = [...BUDGET_EXPENSES, ...BUDGET_INCOMES]
    .filter((line) => answer[line] === null)
    .map((line) => ({ field: line, message: `Remplis « ${BUDGET_LABELS[line]} » (0 si rien).` }));
  const hours = euros(answer.jobHoursPerWeek);
  if (hours > figures.maxJobHoursPerWeek) {
    problems.push({
      field: 'jobHoursPerWeek',
      message: `${figures.maxJobHoursPerWeek} heures de job par semaine au plus : c’est déjà la limite d’un salarié de moins de 18 ans (niveau 46), et il te faut du temps pour étudier.`,
    });
  }
  if (problems.length > 0) return problems;
  const { balance } = budgetSummary(answer, figures);
  const adjustment = answer.adjustment.trim().length;
  if (balance < 0 && adjustment < step.adjustmentMinLength) {
    problems.push({
      field: 'adjustment',
      message: `Ton mois finit à ${formatEuros(balance)} : dis ce que tu changes, en ${step.adjustmentMinLength} caractères au moins (tu en as ${adjustment}).`,
    });
  }
  return problems;
}
