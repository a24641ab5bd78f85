import type { AnswerValue } from '../contracts/pre-account';
import type { AnswerMap, MetierCandidate, OrientationItem } from './catalogue';

/** How much each answer says about the item's centres d'intérêt (« Je ne sais pas »: the middle). */
const INTEREST_SIGNAL: Record<AnswerValue, number> = {
  Oui: 1,
  'Un peu': 0.5,
  'Je ne sais pas': 0,
  'Pas trop': -0.5,
  Non: -1,
};

/** Weight of each France Travail centre d'intérêt, from the answers to the items that speak to it. */
export type InterestWeights = ReadonlyMap<string, number>;

export function interestWeights(items: OrientationItem[], answers: AnswerMap): InterestWeights {
  const sums = new Map<string, { total: number; count: number }>();
  for (const item of items) {
    const answer = answers.get(item.id);
    // « Je ne sais pas » counts as 0 in the average: one « Oui » among doubts is not a passion.
    if (answer === undefined) continue;
    for (const code of item.centresInteret) {
      const entry = sums.get(code) ?? { total: 0, count: 0 };
      entry.total += INTEREST_SIGNAL[answer];
      entry.count += 1;
      sums.set(code, entry);
    }
  }
  return new Map([...sums].map(([code, { total, count }]) => [code, total / count]));
}

/**
 * Agreement between the student's centres d'intérêt and the métier's, from -1 to 1. A main
 * centre of the fiche counts fully, a secondary one half. 0 when the answers say nothing.
 */
export function interestAgreement(weights: InterestWeights, metier: MetierCandidate): number {
  let total = 0;
  let possible = 0;
  for (const centre of metier.centresInteret) {
    const weight = weights.get(centre.code);
    if (weight === undefined) continue;
    const importance = centre.principal ? 1 : 0.5;
    total += weight * importance;
    possible += importance;
  }
  return possible > 0 ? total / possible : 0;
}
