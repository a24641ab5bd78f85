import type { BreathingStep } from './steps';
import type { StepProblem } from './text-rules';

export interface BreathingAnswer {
  /** Stress from 1 (calm) to 10 (very stressed), before and after the exercise. */
  before: number | null;
  after: number | null;
  /** Cycles the guide counted to their end. */
  cyclesDone: number;
}

export const STRESS_SCALE = { min: 1, max: 10 } as const;

/** What the comparison of the two ratings says; never a judgement of the student. */
export function breathingMessage(answer: BreathingAnswer): string {
  if (answer.before === null || answer.after === null) return '';
  const change = answer.before - answer.after;
  if (change > 0) {
    return `Ton stress est passé de ${answer.before} à ${answer.after} sur 10 en quelques respirations. Garde cet outil pour le jour de l’oral.`;
  }
  if (change === 0) {
    return `Ton stress reste à ${answer.after} sur 10. C’est normal : l’effet vient avec l’habitude. Refais l’exercice chaque soir cette semaine.`;
  }
  return `Ton stress est monté de ${answer.before} à ${answer.after} sur 10. Ça arrive quand on y pense de près. Parles-en à quelqu’un de confiance, et réessaie à un moment calme.`;
}

/** The rules: both ratings given, the cycles breathed to their end. */
export function breathingProblems(step: BreathingStep, answer: BreathingAnswer): StepProblem[] {
  const problems: StepProblem[] = [];
  if (answer.before === null) {
    problems.push({ field: 'before', message: 'Note ton stress avant l’exercice, de 1 à 10.' });
  }
  if (answer.cyclesDone < step.cycles) {
    problems.push({
      field: 'cycles',
      message: `Respire avec le guide jusqu’au bout : ${step.cycles} cycles (tu en as fait ${answer.cyclesDone}).`,
    });
  }
  if (answer.after === null) {
    problems.push({ field: 'after', message: 'Note ton stress après l’exercice, de 1 à 10.' });
  }
  return problems;
}
