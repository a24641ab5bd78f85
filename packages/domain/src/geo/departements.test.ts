import { describe, expect, it } from 'vitest';
import { DEPARTEMENTS, isDepartementOption } from './departements';

// The comparison with INSEE's official file lives in apps/api (the domain reads no files).
describe('départements', () => {
  it('compte 101 départements uniques, dont la Corse et l’outre-mer', () => {
    expect(DEPARTEMENTS).toHaveLength(101);
    expect(new Set(DEPARTEMENTS.map(([code]) => code)).size).toBe(101);
    for (const code of ['2A', '2B', '971', '972', '973', '974', '976']) {
      expect(DEPARTEMENTS.some(([c]) => c === code)).toBe(true);
    }
    expect(isDepartementOption('2A - Corse-du-Sud')).toBe(true);
    expect(isDepartementOption('20 - Corse')).toBe(false);
  });
});
