import { LANDING_LEVEL_BANDS, LEVELS_PER_BAND } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import { LEVEL_BANDS } from './level-bands';

describe('grille des niveaux de l’accueil', () => {
  it('compte 8 tranches de 5 niveaux qui couvrent les niveaux 1 à 40 sans trou', () => {
    expect(LEVEL_BANDS).toHaveLength(LANDING_LEVEL_BANDS);
    const levels = LEVEL_BANDS.flatMap((band) => {
      expect(band.levels).toHaveLength(LEVELS_PER_BAND);
      expect([band.levels[0], band.levels.at(-1)]).toEqual([band.firstLevel, band.lastLevel]);
      return band.levels;
    });
    expect(levels).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('donne à chaque tranche un nom et une description d’une ligne', () => {
    for (const band of LEVEL_BANDS) {
      expect(band.name.length).toBeGreaterThan(0);
      expect(band.description.length).toBeLessThanOrEqual(80);
    }
  });
});
