import { describe, expect, it } from 'vitest';
import { maskProfanity } from './profanity';
import { SlidingWindowLimiter } from './rate-limit';

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

describe('SlidingWindowLimiter', () => {
  it('refuses past the limit and accepts again once the window has passed', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 1000, () => now);
    expect(limiter.tryHit('a')).toBe(true);
    expect(limiter.tryHit('a')).toBe(true);
    expect(limiter.tryHit('a')).toBe(false);
    expect(limiter.tryHit('b')).toBe(true);
    now = 1001;
    expect(limiter.tryHit('a')).toBe(true);
  });
});
