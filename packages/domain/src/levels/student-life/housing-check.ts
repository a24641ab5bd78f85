import type { HousingType, LogementEstimate } from '../../contracts/aids';
import type { StepProblem } from '../engine/text-rules';

export const HOUSING_LABELS: Record<HousingType, string> = {
  crous: 'Résidence Crous',
  colocation: 'Colocation',
  studio: 'Studio',
  famille: 'Chez ta famille',
};

/** One way of living the student priced: the rent they found and the deposit asked. */
export interface HousingOption {
  type: HousingType;
  /** € per month, charges excluded; 0 when staying with family. */
  rent: number | null;
  /** € once, at the signature. */
  deposit: number | null;
}

export interface HousingAnswer {
  commune: { code: string; label: string } | null;
  age: number | null;
  boursier: boolean | null;
  options: HousingOption[];
  choice: HousingType | null;
  why: string;
}

/** One priced option with the server's estimate of the aid. */
export interface HousingRow {
  type: HousingType;
  rent: number;
  deposit: number;
  estimate: LogementEstimate;
  /** Rent left to pay each month once the aid is paid. */
  netRent: number;
}

export const netRentOf = (rent: number, monthlyAid: number) =>
  Math.max(0, Math.round((rent - monthlyAid) * 100) / 100);

/** The options the student priced: every type but « famille » needs a rent. */
export function pricedOptions(answer: HousingAnswer): HousingOption[] {
  return answer.options.filter((option) => option.type === 'famille' || option.rent !== null);
}

/**
 * The rules: a commune, an age and the grant question for the aid; at least `minOptions`
 * options priced; a choice among them, and why.
 */
export function housingProblems(
  step: { minOptions: number; whyMinLength: number },
  answer: HousingAnswer,
): StepProblem[] {
  const problems: StepProblem[] = [];
  if (!answer.commune) problems.push({ field: 'commune', message: 'Choisis la commune où tu vas étudier.' });
  if (answer.age === null) problems.push({ field: 'age', message: 'Indique ton âge.' });
  if (answer.boursier === null)
    problems.push({
      field: 'boursier',
      message: 'Dis si tu auras une bourse (ton estimation du niveau 36).',
    });
  const priced = pricedOptions(answer);
  if (priced.length < step.minOptions) {
    problems.push({
      field: 'options',
      message: `Compare au moins ${step.minOptions} façons de te loger, avec le loyer que tu as trouvé (tu en as ${priced.length}).`,
    });
  }
  if (!answer.choice || !priced.some((option) => option.type === answer.choice)) {
    problems.push({ field: 'choice', message: 'Choisis une des solutions que tu as comparées.' });
  }
  const why = answer.why.trim().length;
  if (why < step.whyMinLength) {
    problems.push({
      field: 'why',
      message: `Dis pourquoi tu choisis cette solution : ${step.whyMinLength} caractères au moins (tu en as ${why}).`,
    });
  }
  return problems;
}
