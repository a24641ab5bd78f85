import type { StepProblem } from '../engine/text-rules';

/** Ages the simulator takes: apprenticeship starts at 15 or 16; a few sign after 30. */
export const APPRENTICE_AGE_RANGE = { min: 15, max: 35 } as const;

export interface ApprenticePayAnswer {
  age: number | null;
  year: 1 | 2 | 3 | null;
  /** What this pay would change for the student, in their words. */
  plan: string;
}

/** The rules: an age, a year of contract, and a sentence on what the pay would change. */
export function apprenticePayProblems(
  step: { planMinLength: number },
  answer: ApprenticePayAnswer,
): StepProblem[] {
  const problems: StepProblem[] = [];
  if (answer.age === null) problems.push({ field: 'age', message: 'Indique ton âge pour lancer le calcul.' });
  if (answer.year === null) problems.push({ field: 'year', message: 'Choisis une année de contrat.' });
  const plan = answer.plan.trim().length;
  if (plan < step.planMinLength) {
    problems.push({
      field: 'plan',
      message: `Dis ce que ce salaire changerait pour toi : ${step.planMinLength} caractères au moins (tu en as ${plan}).`,
    });
  }
  return problems;
}
