import { formatEuros } from '../format/typography';
import type { JobFacts } from './job-facts';
import { typographicApostrophes } from './text';

export interface SalaryLines {
  beginner: string | null;
  median: string | null;
  /** Where the figures come from, shown under them. */
  sources: string[];
}

/** The beginner (ONISEP text) and median (DARES, per FAP) salary lines, each with its source. */
export function salaryLines(salary: JobFacts['salary']): SalaryLines {
  const sources: string[] = [];
  let beginner: string | null = null;
  if (salary.beginner) {
    beginner = typographicApostrophes(salary.beginner.text);
    sources.push(
      `ONISEP, « salaire du débutant » du métier ${typographicApostrophes(salary.beginner.metier)}`,
    );
  }
  let median: string | null = null;
  const figures = salary.medians.map((m) => m.median);
  if (figures.length > 0) {
    const low = Math.min(...figures);
    const high = Math.max(...figures);
    median =
      low === high
        ? `${formatEuros(low)} net par mois (médiane en France)`
        : `de ${formatEuros(low)} à ${formatEuros(high)} net par mois selon le niveau de poste (médianes en France)`;
    const periods = [...new Set(salary.medians.map((m) => m.periode))].join(', ');
    sources.push(`DARES, salaire médian net mensuel des salariés à temps complet, ${periods}`);
  }
  return { beginner, median, sources };
}
