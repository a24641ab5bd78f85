import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planTyping, revealedLength, stepAt, TYPEWRITER_MIN_INTERVAL_MS } from './typing-timing';

describe('planTyping', () => {
  it('donne environ 30 pas par seconde pour les répliques de l’accueil', () => {
    expect(planTyping({ durationMs: 1200, length: 80, stepsPerSecond: 30 })).toEqual({
      steps: 36,
      intervalMs: 1200 / 36,
    });
    expect(planTyping({ durationMs: 3800, length: 200, stepsPerSecond: 30 }).steps).toBe(114);
    expect(planTyping({ durationMs: 2600, length: 120, stepsPerSecond: 30 }).steps).toBe(78);
  });

  it('ne fait jamais plus de pas que de caractères', () => {
    expect(planTyping({ durationMs: 3800, length: 20, stepsPerSecond: 30 })).toEqual({
      steps: 20,
      intervalMs: 190,
    });
  });

  it('tape un caractère par pas sans cadence imposée', () => {
    expect(planTyping({ durationMs: 4000, length: 100 })).toEqual({ steps: 100, intervalMs: 40 });
  });

  it('respecte l’intervalle minimal de 15 ms', () => {
    const plan = planTyping({ durationMs: 1500, length: 400 });
    expect(plan.intervalMs).toBeGreaterThanOrEqual(TYPEWRITER_MIN_INTERVAL_MS);
    expect(plan.steps).toBe(100);
  });

  it('traite la ligne vide et la durée nulle sans diviser par zéro', () => {
    expect(planTyping({ durationMs: 1000, length: 0, stepsPerSecond: 30 }).steps).toBe(0);
    expect(planTyping({ durationMs: 0, length: 12 })).toEqual({ steps: 1, intervalMs: 15 });
  });

  it('tient sa durée à un pas près, quelle que soit la ligne', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
        (durationMs, length, stepsPerSecond) => {
          const plan = planTyping({ durationMs, length, stepsPerSecond });
          expect(plan.steps).toBeGreaterThanOrEqual(1);
          expect(plan.steps).toBeLessThanOrEqual(length);
          expect(plan.intervalMs).toBeGreaterThanOrEqual(TYPEWRITER_MIN_INTERVAL_MS);
          const total = plan.steps * plan.intervalMs;
          expect(total).toBeLessThanOrEqual(Math.max(durationMs, TYPEWRITER_MIN_INTERVAL_MS) + 1e-6);
          expect(total).toBeGreaterThanOrEqual(durationMs - TYPEWRITER_MIN_INTERVAL_MS);
        },
      ),
    );
  });
});

describe('revealedLength', () => {
  it('commence vide, grandit régulièrement et finit sur la ligne entière', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 60 }),
        (durationMs, length, stepsPerSecond) => {
          const plan = planTyping({ durationMs, length, stepsPerSecond });
          let previous = revealedLength(plan, length, 0);
          expect(previous).toBe(0);
          for (let step = 1; step <= plan.steps; step += 1) {
            const current = revealedLength(plan, length, step);
            expect(current).toBeGreaterThan(previous);
            previous = current;
          }
          expect(previous).toBe(length);
        },
      ),
    );
  });

  it('montre tout au-delà du dernier pas', () => {
    const plan = planTyping({ durationMs: 1200, length: 10, stepsPerSecond: 30 });
    expect(revealedLength(plan, 10, 99)).toBe(10);
  });
});

describe('stepAt', () => {
  const plan = planTyping({ durationMs: 1200, length: 80, stepsPerSecond: 30 });

  it('suit l’horloge : un pas par intervalle écoulé', () => {
    expect(stepAt(plan, 0)).toBe(0);
    expect(stepAt(plan, plan.intervalMs - 1)).toBe(0);
    expect(stepAt(plan, plan.intervalMs * 10)).toBe(10);
  });

  it('atteint le dernier pas à la fin de la durée, même si les minuteries ont pris du retard', () => {
    expect(stepAt(plan, 1200)).toBe(plan.steps);
    expect(stepAt(plan, 60_000)).toBe(plan.steps);
    expect(stepAt(plan, -5)).toBe(0);
  });
});
