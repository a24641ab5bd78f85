/**
 * A figure shown to students (a limit, an amount, a date) with where it comes from: its value,
 * the date it applies from, its official source, and when we must check it again. Figures are
 * never prose in a component: the screen shows the source under the figure.
 */
export interface DatedFact<T> {
  value: T;
  /** ISO date (YYYY-MM-DD) the value applies from. */
  appliesFrom: string;
  /** ISO date after which the value is shown « à vérifier » until someone checks it again. */
  reviewBy: string;
  source: { label: string; url: string };
}

/** Whether a fact is past its review date on `today` (ISO date): then the screen says « à vérifier ». */
export function needsReview(fact: Pick<DatedFact<unknown>, 'reviewBy'>, today: string): boolean {
  return today > fact.reviewBy;
}
