import { describe, expect, it } from 'vitest';
import { featuresUnlockedBetween, isFeatureUnlocked, requiredLevel } from './gates';

describe('portes par niveau (spec section 6)', () => {
  it('ouvre Formations à 6, Emplois à 9, Lettre à 12, Chat à 15, le reste à 4', () => {
    expect(['formations', 'emplois', 'lettre', 'chat'].map((f) => requiredLevel(f as never))).toEqual([
      6, 9, 12, 15,
    ]);
    expect(requiredLevel('avatar')).toBe(4);
    expect(requiredLevel('shareImage')).toBe(4);
    expect(requiredLevel('personalityTab')).toBe(4);
  });

  it('déverrouille à partir du niveau requis', () => {
    expect(isFeatureUnlocked('formations', 5)).toBe(false);
    expect(isFeatureUnlocked('formations', 6)).toBe(true);
  });

  it('liste ce qui s’ouvre entre deux niveaux', () => {
    expect(featuresUnlockedBetween(1, 9)).toEqual([
      'avatar',
      'shareImage',
      'personalityTab',
      'formations',
      'emplois',
    ]);
    expect(featuresUnlockedBetween(9, 10)).toEqual([]);
  });
});
