import { describe, expect, it } from 'vitest';
import { needsReview } from './dated-fact';
import { PROJET_MOTIVE_MAX_LENGTH } from './parcoursup';

describe('needsReview', () => {
  it('is false up to the review date and true the day after', () => {
    expect(needsReview(PROJET_MOTIVE_MAX_LENGTH, PROJET_MOTIVE_MAX_LENGTH.reviewBy)).toBe(false);
    expect(needsReview(PROJET_MOTIVE_MAX_LENGTH, '2027-01-16')).toBe(true);
  });

  it('is false for a fact that applies today', () => {
    expect(needsReview(PROJET_MOTIVE_MAX_LENGTH, PROJET_MOTIVE_MAX_LENGTH.appliesFrom)).toBe(false);
  });
});
