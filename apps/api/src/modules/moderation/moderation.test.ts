import { describe, expect, it } from 'vitest';
import { maskProfanity } from './profanity';

describe('maskProfanity', () => {
  it('masks listed French swear words, whatever their case or punctuation', () => {
    expect(maskProfanity('Quel CONNARD, franchement.')).toBe('Quel *******, franchement.');
    expect(maskProfanity('espèce de c0nn@rd')).toBe('espèce de *******');
  });

  it('leaves ordinary messages untouched', () => {
    const text = 'Salut\u202f! Quelqu’un connaît le BTS SIO à Lyon\u202f?';
    expect(maskProfanity(text)).toBe(text);
  });
});
