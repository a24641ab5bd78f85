import { describe, expect, it } from 'vitest';
import { missionForLevel } from './missions';
import {
  applyCompletion,
  applyProgressionUpdate,
  completeLevel,
  displayedLevel,
  displayedProgress,
  INITIAL_PROGRESSION,
  isLevelReachable,
  levelStatus,
  normalizeQuests,
  type Progression,
  progressionAtLevel,
  xpBand,
  xpIntoLevel,
} from './rules';

const unpaid = { isPaid: false };
const paid = { isPaid: true };
const at = (level: number, extra: Partial<Progression> = {}): Progression => ({
  ...progressionAtLevel(INITIAL_PROGRESSION, level),
  ...extra,
});
const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => missionForLevel(from + i)!.id);

describe('valeurs par défaut et bandes d’XP', () => {
  it('commence au niveau 1 avec 0 XP, sans quête', () => {
    expect(INITIAL_PROGRESSION).toEqual({ level: 1, xp: 0, quests: [], perks: [] });
  });

  it('donne à chaque niveau 100 XP à partir de (niveau − 1) × 100', () => {
    expect(xpBand(1)).toEqual({ min: 0, max: 100 });
    expect(xpBand(7)).toEqual({ min: 600, max: 700 });
    expect(xpIntoLevel({ level: 7, xp: 650 })).toBe(50);
  });
});

describe('règle de la spécification : terminer une mission', () => {
  it('monte d’un niveau, repart du début du niveau et ajoute la récompense', () => {
    const outcome = applyCompletion(INITIAL_PROGRESSION, { minLevel: 2, xpReward: 40 }, unpaid);
    expect(outcome).toEqual({
      ok: true,
      advanced: true,
      progression: { level: 2, xp: 140, quests: ['explore_interests'], perks: [] },
    });
  });

  it('plafonne la récompense à 100 XP', () => {
    const outcome = applyCompletion(at(3), { minLevel: 3, xpReward: 10_000 }, unpaid);
    expect(outcome.ok && outcome.progression).toMatchObject({ level: 4, xp: 400 });
  });

  it('refuse un niveau minimum au-delà du niveau actuel + 1', () => {
    expect(applyCompletion(at(2), { minLevel: 7, xpReward: 10 }, paid)).toEqual({
      ok: false,
      reason: 'niveau_inaccessible',
    });
  });

  it('refuse de passer au-delà du niveau 10 sans statut payant', () => {
    expect(applyCompletion(at(10), { minLevel: 11, xpReward: 10 }, unpaid)).toEqual({
      ok: false,
      reason: 'niveau_payant',
    });
    expect(applyCompletion(at(10), { minLevel: 11, xpReward: 10 }, paid).ok).toBe(true);
  });

  it('reste au niveau 50 et y ajoute la dernière mission', () => {
    const outcome = applyCompletion(at(50), { minLevel: 50, xpReward: 30 }, paid);
    expect(outcome.ok && outcome.progression.level).toBe(50);
    expect(outcome.ok && outcome.progression.xp).toBe(4930);
    expect(outcome.ok && outcome.progression.quests.at(-1)).toBe('level_50');
  });
});

describe('terminer un niveau depuis son écran', () => {
  it('passe du niveau 1 au niveau 2 avec la mission du niveau 1', () => {
    const outcome = completeLevel(INITIAL_PROGRESSION, { level: 1, xpReward: 100 }, unpaid);
    expect(outcome).toMatchObject({ ok: true, advanced: true });
    expect(outcome.ok && outcome.progression).toEqual({
      level: 2,
      xp: 200,
      quests: ['explore_interests'],
      perks: [],
    });
  });

  it('plafonne la récompense à celle de la mission', () => {
    const reward = missionForLevel(2)!.xpReward;
    const outcome = completeLevel(at(2), { level: 2, xpReward: 10_000 }, unpaid);
    expect(outcome.ok && outcome.progression.xp).toBe(200 + reward);
  });

  it('refuse un saut de cinq niveaux', () => {
    expect(completeLevel(at(2), { level: 7, xpReward: 50 }, paid)).toEqual({
      ok: false,
      reason: 'niveau_inaccessible',
    });
  });

  it('accepte le niveau suivant, atteignable, et note sa mission', () => {
    const outcome = completeLevel(at(2), { level: 3, xpReward: 50 }, unpaid);
    expect(outcome.ok && outcome.progression.level).toBe(3);
    expect(outcome.ok && outcome.progression.quests).toEqual(ids(1, 3));
    // Its mission being done, replaying level 3 gives nothing more.
    const again = outcome.ok
      ? completeLevel(outcome.progression, { level: 3, xpReward: 50 }, unpaid)
      : outcome;
    expect(again).toMatchObject({ ok: true, advanced: false, progression: { level: 3 } });
  });

  it('ne fait rien gagner à rejouer un niveau déjà passé', () => {
    const start = at(6, { xp: 530 });
    const outcome = completeLevel(start, { level: 2, xpReward: 100 }, unpaid);
    expect(outcome).toEqual({ ok: true, advanced: false, progression: start });
  });

  it('au niveau 10 sans paiement : garde la mission et l’XP, reste au niveau 10', () => {
    const outcome = completeLevel(at(10), { level: 10, xpReward: 100 }, unpaid);
    expect(outcome).toMatchObject({ ok: true, advanced: false, gate: 'paiement' });
    expect(outcome.ok && outcome.progression).toMatchObject({ level: 10, xp: 1000 });
    expect(outcome.ok && outcome.progression.quests).toEqual(ids(1, 10));
  });

  it('refuse le niveau 11 sans paiement, l’accepte avec', () => {
    const done10 = at(10, { quests: ids(1, 10) });
    expect(completeLevel(done10, { level: 11, xpReward: 10 }, unpaid)).toEqual({
      ok: false,
      reason: 'niveau_payant',
    });
    const outcome = completeLevel(done10, { level: 11, xpReward: 10 }, paid);
    expect(outcome.ok && outcome.progression.level).toBe(11);
  });
});

describe('mise à jour brute {level, xp, quests, perks}', () => {
  it('refuse un saut de cinq niveaux et le niveau 11 sans paiement', () => {
    const proposal = (level: number) => ({ level, xp: 0, quests: [], perks: [] });
    expect(applyProgressionUpdate(at(2), proposal(7), paid)).toEqual({
      ok: false,
      reason: 'niveau_inaccessible',
    });
    expect(applyProgressionUpdate(at(10), proposal(11), unpaid)).toEqual({
      ok: false,
      reason: 'niveau_payant',
    });
  });

  it('garde l’XP dans la bande du niveau et ne la fait jamais baisser', () => {
    const outcome = applyProgressionUpdate(
      at(3, { xp: 250 }),
      { level: 3, xp: 10_000, quests: [], perks: [] },
      unpaid,
    );
    expect(outcome.ok && outcome.progression.xp).toBe(300);
    const lower = applyProgressionUpdate(
      at(3, { xp: 250 }),
      { level: 3, xp: 0, quests: [], perks: [] },
      unpaid,
    );
    expect(lower.ok && lower.progression.xp).toBe(250);
  });

  it('ne redescend pas de niveau et n’accepte que des quêtes connues déjà atteintes', () => {
    const outcome = applyProgressionUpdate(
      at(4),
      {
        level: 2,
        xp: 120,
        quests: ['level_40', 'inconnue', 'complete_test', 'personality_test'],
        perks: ['a', 'a'],
      },
      unpaid,
    );
    expect(outcome.ok && outcome.progression).toEqual({
      level: 4,
      xp: 300,
      quests: ['complete_test', ...ids(1, 4)],
      perks: ['a'],
    });
  });

  it('une montée d’un niveau passe la mission précédente', () => {
    const outcome = applyProgressionUpdate(at(4), { level: 5, xp: 480, quests: [], perks: [] }, unpaid);
    expect(outcome.ok && outcome.progression).toMatchObject({ level: 5, xp: 480, quests: ids(1, 4) });
  });
});

describe('affichage, accès et états sur la carte', () => {
  it('plafonne le niveau affiché à 10 sans paiement', () => {
    expect(displayedLevel(14, false)).toBe(10);
    expect(displayedLevel(14, true)).toBe(14);
    expect(displayedProgress(at(14, { xp: 1350 }), false)).toEqual({ level: 10, xp: 1000 });
  });

  it('un niveau est accessible jusqu’au niveau actuel + 1', () => {
    expect(isLevelReachable(4, 3)).toBe(true);
    expect(isLevelReachable(5, 3)).toBe(false);
    expect(isLevelReachable(0, 3)).toBe(false);
  });

  it('donne l’état de chaque niveau', () => {
    const progression = at(3);
    expect([1, 2, 3, 4, 5].map((n) => levelStatus(n, progression, false))).toEqual([
      'done',
      'done',
      'current',
      'available',
      'locked',
    ]);
    expect(levelStatus(11, at(10), false)).toBe('paid');
    expect(levelStatus(11, at(10), true)).toBe('available');
    expect(levelStatus(10, at(10, { quests: ids(1, 10) }), false)).toBe('done');
  });

  it('range les quêtes sans doublon dans l’ordre du parcours', () => {
    expect(
      normalizeQuests(['watch_intro', 'complete_test', 'x', 'watch_intro', 'explore_interests']),
    ).toEqual(['complete_test', 'explore_interests', 'watch_intro']);
  });

  it('un administrateur place au début d’un niveau et oublie les missions au-dessus', () => {
    const high = at(9, { quests: ['complete_test', ...ids(1, 8)] });
    expect(progressionAtLevel(high, 3)).toEqual({
      level: 3,
      xp: 200,
      quests: ['complete_test', ...ids(1, 2)],
      perks: [],
    });
  });
});
