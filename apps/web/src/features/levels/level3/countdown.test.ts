import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingSeconds } from './countdown';

describe('compte à rebours du pitch', () => {
  it('part de 60 et descend seconde par seconde', () => {
    expect(remainingSeconds(0, 60)).toBe(60);
    expect(remainingSeconds(999, 60)).toBe(60);
    expect(remainingSeconds(1000, 60)).toBe(59);
    expect(remainingSeconds(59_999, 60)).toBe(1);
  });

  it('s’arrête à 0 et ignore un temps négatif', () => {
    expect(remainingSeconds(60_000, 60)).toBe(0);
    expect(remainingSeconds(75_000, 60)).toBe(0);
    expect(remainingSeconds(-500, 60)).toBe(60);
  });

  it('s’affiche comme un chronomètre', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
