import { describe, expect, it } from 'vitest';
import { breathingAt } from './breathing-phase';

const PATTERN = { inhale: 4, hold: 4, exhale: 6 };

describe('breathingAt', () => {
  it('suit les phases d’un cycle, puis compte les cycles finis', () => {
    expect(breathingAt(PATTERN, 4, 0)).toEqual({
      cyclesDone: 0,
      phase: 'inspire',
      secondsLeft: 4,
      done: false,
    });
    expect(breathingAt(PATTERN, 4, 5_000)).toMatchObject({ phase: 'retiens', secondsLeft: 3 });
    expect(breathingAt(PATTERN, 4, 9_500)).toMatchObject({ phase: 'souffle', secondsLeft: 5 });
    expect(breathingAt(PATTERN, 4, 14_000)).toMatchObject({ cyclesDone: 1, phase: 'inspire' });
  });

  it('s’arrête au dernier cycle, même après un saut dans le temps', () => {
    expect(breathingAt(PATTERN, 4, 56_000)).toEqual({
      cyclesDone: 4,
      phase: 'souffle',
      secondsLeft: 0,
      done: true,
    });
    expect(breathingAt(PATTERN, 4, 600_000).cyclesDone).toBe(4);
  });
});
