import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_LEVEL_LIMIT, MAX_LEVEL } from './constants';
import { questRank } from './missions';
import {
  applyCompletion,
  applyProgressionUpdate,
  completeLevel,
  displayedLevel,
  INITIAL_PROGRESSION,
  type Progression,
  xpBand,
} from './rules';

// Anything a client could send: levels outside 1–50, huge rewards, unknown quest ids. Most
// levels are drawn near the current one, so that sequences climb past the paid gate.
const anyLevel = fc.oneof(
  { arbitrary: fc.integer({ min: -5, max: 60 }).map((abs) => ({ abs })), weight: 1 },
  { arbitrary: fc.integer({ min: -2, max: 2 }).map((delta) => ({ delta })), weight: 4 },
);
type LevelPick = { abs: number } | { delta: number };
const resolve = (pick: LevelPick, current: number) => ('abs' in pick ? pick.abs : current + pick.delta);
const anyReward = fc.oneof(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 1_000_000 }));
const anyQuest = fc.oneof(
  fc.constantFrom('complete_test', 'explore_interests', 'expert_badge', 'level_31', 'level_50'),
  fc.string({ maxLength: 12 }),
);

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('complete' as const),
    level: anyLevel,
    reward: anyReward,
    isPaid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('spec' as const),
    minLevel: anyLevel,
    reward: anyReward,
    isPaid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    level: anyLevel,
    xp: fc.integer({ min: 0, max: 1_000_000 }),
    quests: fc.array(anyQuest, { maxLength: 8 }),
    isPaid: fc.boolean(),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(progression: Progression, op: Operation) {
  const account = { isPaid: op.isPaid };
  if (op.kind === 'complete') {
    const level = resolve(op.level, progression.level);
    return completeLevel(progression, { level, xpReward: op.reward }, account);
  }
  if (op.kind === 'spec') {
    const minLevel = resolve(op.minLevel, progression.level);
    return applyCompletion(progression, { minLevel, xpReward: op.reward }, account);
  }
  const level = resolve(op.level, progression.level);
  return applyProgressionUpdate(progression, { level, xp: op.xp, quests: op.quests, perks: [] }, account);
}

// Plain checks rather than expect(): thousands of steps per run stay fast.
function expectValid(progression: Progression): void {
  const { level, xp, quests } = progression;
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL)
    throw new Error(`niveau hors bornes : ${level}`);
  const band = xpBand(level);
  if (xp < band.min || xp > band.max) throw new Error(`XP ${xp} hors de la bande du niveau ${level}`);
  const ranks = quests.map(questRank);
  if (!ranks.every((rank, i) => Number.isFinite(rank) && (i === 0 || rank > ranks[i - 1]!))) {
    throw new Error(`quêtes en double, inconnues ou dans le désordre : ${quests.join(', ')}`);
  }
}

describe('propriétés de la progression, pour toute suite de missions et de récompenses', {
  timeout: 30_000,
}, () => {
  it('niveau dans [1, 50], XP dans la bande du niveau, quêtes uniques et ordonnées', () => {
    let highest = 1;
    fc.assert(
      fc.property(fc.array(operation, { minLength: 10, maxLength: 150, size: 'max' }), (operations) => {
        let progression: Progression = INITIAL_PROGRESSION;
        for (const op of operations) {
          const outcome = apply(progression, op);
          if (outcome.ok) progression = outcome.progression;
          expectValid(progression);
        }
        highest = Math.max(highest, progression.level);
      }),
      { numRuns: 200 },
    );
    // The generated sequences do cross the paid gate, so the invariants were tested up there.
    expect(highest).toBeGreaterThan(FREE_LEVEL_LIMIT + 5);
  });

  it('jamais plus d’un niveau à la fois, jamais au-delà de 10 sans paiement', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 10, maxLength: 150, size: 'max' }), (operations) => {
        let progression: Progression = INITIAL_PROGRESSION;
        for (const op of operations) {
          const outcome = apply(progression, op);
          if (!outcome.ok) continue;
          const { level } = outcome.progression;
          if (level - progression.level > 1 || level < progression.level) {
            throw new Error(`niveau ${progression.level} → ${level}`);
          }
          if (level > progression.level && !op.isPaid && level > FREE_LEVEL_LIMIT) {
            throw new Error(`niveau ${level} atteint sans paiement`);
          }
          progression = outcome.progression;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('le niveau affiché ne dépasse jamais 10 sans paiement', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), fc.boolean(), (level, isPaid) => {
        const shown = displayedLevel(level, isPaid);
        expect(shown).toBeGreaterThanOrEqual(1);
        expect(shown).toBeLessThanOrEqual(isPaid ? MAX_LEVEL : FREE_LEVEL_LIMIT);
      }),
    );
  });

  it('un élève qui paie et fait chaque mission dans l’ordre finit au niveau 50 avec les 50 missions', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 50, maxLength: 50 }), (rewards) => {
        let progression: Progression = INITIAL_PROGRESSION;
        rewards.forEach((reward, index) => {
          const outcome = completeLevel(
            progression,
            { level: index + 1, xpReward: reward },
            { isPaid: true },
          );
          expect(outcome.ok).toBe(true);
          if (outcome.ok) progression = outcome.progression;
        });
        expect(progression.level).toBe(50);
        expect(progression.quests).toHaveLength(50);
      }),
      { numRuns: 50 },
    );
  });
});
