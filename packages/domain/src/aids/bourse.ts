import { BOURSE_ECHELONS, type BourseEchelon } from '../contracts/aids';
import { singleAmount } from './openfisca-parameters';

type Scale = readonly { threshold: number; amount: number }[];

/** The CROUS grant scale in force on one date (OpenFisca's `bourses…criteres_sociaux`). */
export interface BourseScale {
  /** Charge points by distance (km) between the family home and the place of study. */
  distancePoints: Scale;
  /** Points for each other dependent child not in higher education. */
  pointsPerDependentChild: number;
  /** Points for each other dependent child in higher education. */
  pointsPerChildInHigherEducation: number;
  /** Yearly income ceiling of each échelon, by charge points (the row for the highest points ≤ points). */
  ceilings: Record<BourseEchelon, Scale>;
  /** Monthly amount by échelon index (0 = 0 bis … 7). */
  monthlyAmounts: Scale;
  monthlyPayments: number;
}

export interface BourseSituation {
  parentsIncome: number;
  dependentSiblings: number;
  siblingsInHigherEducation: number;
  distanceKm: number;
}

export interface BourseChargePoints {
  distance: number;
  siblings: number;
  total: number;
}

/** Charge points: distance from home, plus the other children the family supports (the student not counted). */
export function bourseChargePoints(situation: BourseSituation, scale: BourseScale): BourseChargePoints {
  const distance = singleAmount(scale.distancePoints, situation.distanceKm);
  const inHigherEducation = Math.max(0, situation.siblingsInHigherEducation);
  const others = Math.max(0, situation.dependentSiblings - inHigherEducation);
  const siblings =
    others * scale.pointsPerDependentChild + inHigherEducation * scale.pointsPerChildInHigherEducation;
  return { distance, siblings, total: distance + siblings };
}

/** The ceiling of one échelon for these charge points. */
export function bourseCeiling(echelon: BourseEchelon, points: number, scale: BourseScale): number {
  return singleAmount(scale.ceilings[echelon], points);
}

/** The best échelon the income fits under (income ≤ ceiling), or null above the 0 bis ceiling. */
export function bourseEchelon(income: number, points: number, scale: BourseScale): BourseEchelon | null {
  for (const echelon of [...BOURSE_ECHELONS].reverse()) {
    if (income <= bourseCeiling(echelon, points, scale)) return echelon;
  }
  return null;
}

/** The monthly amount of an échelon (0 without grant). */
export function bourseMonthlyAmount(echelon: BourseEchelon | null, scale: BourseScale): number {
  if (echelon === null) return 0;
  return singleAmount(scale.monthlyAmounts, BOURSE_ECHELONS.indexOf(echelon));
}

export interface BourseComputation {
  chargePoints: BourseChargePoints;
  echelon: BourseEchelon | null;
  incomeCeiling: number;
  monthlyAmount: number;
  monthlyPayments: number;
  yearlyAmount: number;
}

/** The whole estimate: charge points → échelon → monthly amount × number of payments. */
export function estimateBourse(situation: BourseSituation, scale: BourseScale): BourseComputation {
  const chargePoints = bourseChargePoints(situation, scale);
  const echelon = bourseEchelon(situation.parentsIncome, chargePoints.total, scale);
  const monthlyAmount = bourseMonthlyAmount(echelon, scale);
  return {
    chargePoints,
    echelon,
    incomeCeiling: bourseCeiling(echelon ?? '0bis', chargePoints.total, scale),
    monthlyAmount,
    monthlyPayments: scale.monthlyPayments,
    yearlyAmount: Math.round(monthlyAmount * scale.monthlyPayments * 100) / 100,
  };
}
