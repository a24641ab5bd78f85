import type { BourseEstimate } from '../../contracts/aids';
import type { StepProblem } from '../engine/text-rules';
import { STUDENT_AID_IDS } from './student-aids';

/** What the student knows of their family (level 36); null until typed. */
export interface GrantAnswer {
  parentsIncome: number | null;
  dependentSiblings: number | null;
  siblingsInHigherEducation: number | null;
  distanceKm: number | null;
}

export const GRANT_FIELDS = [
  'parentsIncome',
  'dependentSiblings',
  'siblingsInHigherEducation',
  'distanceKm',
] as const;

const MISSING: Record<(typeof GRANT_FIELDS)[number], string> = {
  parentsIncome: 'Indique le revenu brut global de tes parents (0 si tu ne le connais pas encore).',
  dependentSiblings: 'Indique combien de frères et sœurs sont à la charge de tes parents (0 si aucun).',
  siblingsInHigherEducation: 'Indique combien d’entre eux font des études supérieures (0 si aucun).',
  distanceKm: 'Indique la distance entre chez toi et ton lieu d’études.',
};

/** Every input the scale needs, consistent with one another. */
export function grantInputProblems(answer: GrantAnswer): StepProblem[] {
  const problems: StepProblem[] = GRANT_FIELDS.filter((field) => answer[field] === null).map((field) => ({
    field,
    message: MISSING[field],
  }));
  if (
    answer.dependentSiblings !== null &&
    answer.siblingsInHigherEducation !== null &&
    answer.siblingsInHigherEducation > answer.dependentSiblings
  ) {
    problems.push({
      field: 'siblingsInHigherEducation',
      message: 'Ceux qui font des études supérieures font partie des frères et sœurs à charge.',
    });
  }
  return problems;
}

/** The inputs, and the estimate, which only the server computes (`estimate`). */
export function grantProblems(answer: GrantAnswer, estimate?: BourseEstimate): StepProblem[] {
  const problems = grantInputProblems(answer);
  if (problems.length === 0 && !estimate) {
    problems.push({ message: 'L’estimation n’a pas pu être calculée : réessaie dans un instant.' });
  }
  return problems;
}

/** The aids the student keeps (level 36): at least `min`, each one of the list. */
export function aidsKeptProblems(step: { min: number }, kept: readonly string[]): StepProblem[] {
  const known = new Set<string>(STUDENT_AID_IDS);
  if (kept.some((id) => !known.has(id)))
    return [{ message: 'Une aide choisie ne fait pas partie de la liste.' }];
  if (new Set(kept).size < step.min) {
    return [
      {
        message: `Garde au moins ${step.min} aide${step.min > 1 ? 's' : ''} qui te concerne${step.min > 1 ? 'nt' : ''}.`,
      },
    ];
  }
  return [];
}
