import { describe, expect, it } from 'vitest';
import { joinPathOf, schoolYearOf } from './classrooms';

describe('adresse pour rejoindre une classe et année scolaire', () => {
  it('met le code lisible dans le chemin, quelle que soit la façon dont il est écrit', () => {
    expect(joinPathOf('ABCD2345')).toBe('/app/rejoindre/ABCD-2345');
    expect(joinPathOf('abcd-2345')).toBe('/app/rejoindre/ABCD-2345');
    // Not a code: kept as typed, but never able to leave the path.
    expect(joinPathOf('a/b?c')).toBe('/app/rejoindre/a%2Fb%3Fc');
  });

  it('change d’année scolaire le 1er septembre', () => {
    expect(schoolYearOf(new Date(2026, 7, 31, 23, 59))).toBe('2025-2026');
    expect(schoolYearOf(new Date(2026, 8, 1, 0, 0))).toBe('2026-2027');
    expect(schoolYearOf(new Date(2027, 0, 15))).toBe('2026-2027');
    expect(schoolYearOf(new Date(2027, 5, 30))).toBe('2026-2027');
  });
});
