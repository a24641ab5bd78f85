import { describe, expect, it } from 'vitest';
import { MAX_LEVEL } from '../../progression/constants';
import { definedLevels, levelDefinition } from './index';

describe('les 50 niveaux', () => {
  it('ont chacun une définition : aucun n’affiche « pas encore prêt »', () => {
    expect(definedLevels()).toEqual(Array.from({ length: MAX_LEVEL }, (_, index) => index + 1));
    for (const level of definedLevels()) {
      const definition = levelDefinition(level);
      expect(definition?.screen === 'bespoke' || (definition?.steps.length ?? 0) > 0, `niveau ${level}`).toBe(
        true,
      );
    }
  });
});
