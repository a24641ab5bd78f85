import { formatEurosCents } from '../format/typography';

/**
 * The class licence (issue 47, item 7): a price per student and per school year set by the staff,
 * paid for a class; its students have the paid levels until the end of the class's school year.
 */

/** The highest price the staff may set per student: 1 000 €, a guard against a typo in cents. */
export const CLASS_LICENCE_MAX_CENTS = 100_000;

/** The name on the Stripe Checkout page and the receipt. */
export const CLASS_LICENCE_PRODUCT_NAME = 'Déclic — licence de classe';

/** « 2026-2027 » → 2027, the year the school year ends in. */
const endYearOf = (schoolYear: string) => Number(schoolYear.slice(5, 9));

/**
 * When a school year's licence stops: 1 September of its second year at midnight in Paris, that is
 * 22:00 UTC on 31 August (summer time runs until the end of October).
 */
export function schoolYearEnd(schoolYear: string): Date {
  return new Date(Date.UTC(endYearOf(schoolYear), 7, 31, 22));
}

export function licenceTotalCents(unitAmountCents: number, students: number): number {
  return unitAmountCents * students;
}

/** 400 → « 4,00 € par élève et par année scolaire ». */
export function licenceUnitPriceLabel(unitAmountCents: number): string {
  return `${formatEurosCents(unitAmountCents / 100)} par élève et par année scolaire`;
}
