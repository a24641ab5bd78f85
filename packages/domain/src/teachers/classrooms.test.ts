import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatJoinCode,
  isSchoolYear,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
} from './classrooms';

describe('codes pour rejoindre une classe', () => {
  it('n’a aucun signe qu’on confond au tableau', () => {
    for (const ambiguous of '0O1IL') expect(JOIN_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('se montre en XXXX-XXXX et se relit tel que l’élève le tape', () => {
    expect(formatJoinCode('ABCD2345')).toBe('ABCD-2345');
    expect(normalizeJoinCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(normalizeJoinCode('ab cd 23 45')).toBe('ABCD2345');
  });

  it.each(['ABCD234', 'ABCD23456', 'ABCD-O345', 'ABCD-1345', 'ÉBCD2345', ''])('refuse « %s »', (input) => {
    expect(normalizeJoinCode(input)).toBeNull();
  });

  it('retrouve tout code formaté', () => {
    const code = fc.string({ unit: fc.constantFrom(...JOIN_CODE_ALPHABET), minLength: 8, maxLength: 8 });
    fc.assert(fc.property(code, (value) => normalizeJoinCode(formatJoinCode(value)) === value));
    expect(JOIN_CODE_LENGTH).toBe(8);
  });
});

describe('année scolaire', () => {
  it.each([
    ['2026-2027', true],
    ['2026-2028', false],
    ['2026/2027', false],
    ['26-27', false],
  ])('%s → %s', (text, expected) => {
    expect(isSchoolYear(text)).toBe(expected);
  });
});
