import { describe, expect, it } from 'vitest';
import { isPitchPassed } from './level3-pitch';

describe('level 3 pass rule', () => {
  it('passes from 8 out of 10', () => {
    expect(isPitchPassed(7)).toBe(false);
    expect(isPitchPassed(8)).toBe(true);
    expect(isPitchPassed(10)).toBe(true);
  });
  it('rejects ratings outside 0 to 10', () => {
    expect(isPitchPassed(11)).toBe(false);
    expect(isPitchPassed(8.5)).toBe(false);
  });
});
