import type { CoherenceStep } from '../engine/steps';
import type { StepProblem } from '../engine/text-rules';
import type { CoherenceFinding } from './coherence-report';

/** What the student answers to the report: what they will change, and when. */
export interface CoherenceAnswer {
  plan: string;
}

export const COHERENCE_PLAN_MAX = 800;

/**
 * The rules: something to compare, and a plan when a line of the report is to be reviewed
 * (when everything holds, there is nothing to plan).
 */
export function coherenceProblems(
  step: CoherenceStep,
  answer: CoherenceAnswer,
  findings: readonly CoherenceFinding[],
): StepProblem[] {
  if (findings.length === 0) {
    return [{ message: 'Il faut au moins ton CV, ta lettre, ton projet motivé ou tes vœux pour comparer.' }];
  }
  const toReview = findings.filter((finding) => !finding.ok).length;
  const plan = answer.plan.trim().length;
  if (toReview > 0 && plan < step.planMinLength) {
    return [
      {
        field: 'plan',
        message: `${toReview} point${toReview > 1 ? 's' : ''} à revoir : dis en une ou deux phrases ce que tu vas changer, et quand (${step.planMinLength} caractères au moins).`,
      },
    ];
  }
  return [];
}
