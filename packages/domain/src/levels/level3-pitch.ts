/** Level 3: a 60-second pitch, then a self-rating from 0 to 10; 8 or more passes. */
export const PITCH_DURATION_SECONDS = 60;
export const PITCH_PASS_MARK = 8;
export const PITCH_RATINGS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export function isPitchPassed(rating: number): boolean {
  return Number.isInteger(rating) && rating >= PITCH_PASS_MARK && rating <= 10;
}
