import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVEL_MESSAGE_MS, levelMessageDuration } from './level-typing';

describe('levelMessageDuration', () => {
  it('compte environ 40 ms par caractère', () => {
    expect(levelMessageDuration('x'.repeat(100))).toBe(4_000);
  });

  it('ne descend pas sous 1,5 s pour un message court', () => {
    expect(levelMessageDuration('Salut !')).toBe(1_500);
  });

  it('ne dépasse pas 8 s pour un long message', () => {
    expect(levelMessageDuration('x'.repeat(1_000))).toBe(8_000);
  });

  it('reste toujours dans les bornes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const duration = levelMessageDuration(text);
        return duration >= LEVEL_MESSAGE_MS.min && duration <= LEVEL_MESSAGE_MS.max;
      }),
    );
  });
});
