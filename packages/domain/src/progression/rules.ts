import { FREE_LEVEL_LIMIT, MAX_LEVEL, MAX_XP_REWARD, XP_PER_LEVEL } from './constants';
import { isKnownQuest, MISSIONS, missionForLevel, questRank } from './missions';

/** Where a student stands (spec section 3: level, xp, quests, perks). */
export interface Progression {
  level: number;
  xp: number;
  /** Mission ids done, unique, in journey order. */
  quests: string[];
  perks: string[];
}

export const INITIAL_PROGRESSION: Readonly<Progression> = Object.freeze({
  level: 1,
  xp: 0,
  quests: [],
  perks: [],
});

/** Why the rules refuse a change: a level too far ahead, or a level behind the paid gate. */
export type ProgressionRefusal = 'niveau_inaccessible' | 'niveau_payant';

export type ProgressionOutcome =
  | { ok: true; progression: Progression; advanced: boolean }
  | { ok: false; reason: ProgressionRefusal };

export function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return 1;
  return Math.min(MAX_LEVEL, Math.max(1, Math.trunc(level)));
}

/** XP at the start of a level: (level − 1) × 100. */
export function levelStartXp(level: number): number {
  return (clampLevel(level) - 1) * XP_PER_LEVEL;
}

/** The XP a student at `level` may hold: from the level's start to one full reward above it. */
export function xpBand(level: number): { min: number; max: number } {
  const min = levelStartXp(level);
  return { min, max: min + MAX_XP_REWARD };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A reward as the rules accept it: a whole number from 0 to `cap` (100 at most). */
export function capReward(reward: number, cap: number = MAX_XP_REWARD): number {
  if (!Number.isFinite(reward)) return 0;
  return clamp(Math.trunc(reward), 0, Math.min(cap, MAX_XP_REWARD));
}

/** Keeps known mission ids only, once each, in journey order. */
export function normalizeQuests(quests: readonly string[]): string[] {
  return [...new Set(quests.filter(isKnownQuest))].sort((a, b) => questRank(a) - questRank(b));
}

/** Mission ids of levels `from` to `to` included. */
function missionIdsBetween(from: number, to: number): string[] {
  return MISSIONS.filter((m) => m.level >= from && m.level <= to).map((m) => m.id);
}

/** A level can be opened when it is not above the current level plus one (spec section 4). */
export function isLevelReachable(level: number, currentLevel: number): boolean {
  return level >= 1 && level <= MAX_LEVEL && level <= currentLevel + 1;
}

export function requiresPayment(level: number): boolean {
  return level > FREE_LEVEL_LIMIT;
}

/** Unpaid students never see a level above the free limit. */
export function displayedLevel(level: number, isPaid: boolean): number {
  const clamped = clampLevel(level);
  return isPaid ? clamped : Math.min(clamped, FREE_LEVEL_LIMIT);
}

/** What the screens show: the displayed level and XP kept inside that level's band. */
export function displayedProgress(progression: Progression, isPaid: boolean): { level: number; xp: number } {
  const level = displayedLevel(progression.level, isPaid);
  const band = xpBand(level);
  return { level, xp: clamp(progression.xp, band.min, band.max) };
}

/** How far into the current level the student is, from 0 to 100. */
export function xpIntoLevel(progression: { level: number; xp: number }): number {
  const band = xpBand(progression.level);
  return clamp(progression.xp, band.min, band.max) - band.min;
}

export function isMissionDone(progression: Pick<Progression, 'quests'>, level: number): boolean {
  const mission = missionForLevel(level);
  return mission !== undefined && progression.quests.includes(mission.id);
}

/**
 * The spec's rule for "a mission is completed": the level rises by one, or up to `minLevel`,
 * capped at 50; XP restarts at the new level's start plus the reward (capped at 100); the
 * missions of the levels passed join the quests. A `minLevel` above current + 1 would be a
 * jump, and a level above the free limit needs payment: both are refused.
 */
export function applyCompletion(
  progression: Progression,
  completion: { minLevel: number; xpReward: number; rewardCap?: number },
  account: { isPaid: boolean },
): ProgressionOutcome {
  const current = clampLevel(progression.level);
  if (completion.minLevel > current + 1) return { ok: false, reason: 'niveau_inaccessible' };
  const target = Math.min(MAX_LEVEL, Math.max(current + 1, completion.minLevel));
  if (target > current && requiresPayment(target) && !account.isPaid) {
    return { ok: false, reason: 'niveau_payant' };
  }
  // At level 50 nothing is left to pass but the last mission itself.
  const passedUpTo = target > current ? target - 1 : current;
  return {
    ok: true,
    advanced: target > current,
    progression: {
      level: target,
      xp: levelStartXp(target) + capReward(completion.xpReward, completion.rewardCap),
      quests: normalizeQuests([...progression.quests, ...missionIdsBetween(1, passedUpTo)]),
      perks: [...progression.perks],
    },
  };
}

/**
 * A level screen reports that its mission is done. The server trusts the screen only as far
 * as the rules allow: a level above current + 1 is refused, a mission already done gives
 * nothing more (replaying a level cannot farm levels), the reward is capped by the mission's
 * own reward. At the paid gate an unpaid student keeps the mission and XP of their level but
 * stays there until they pay.
 */
export function completeLevel(
  progression: Progression,
  completion: { level: number; xpReward: number },
  account: { isPaid: boolean },
): ProgressionOutcome & { gate?: 'paiement' } {
  const mission = missionForLevel(completion.level);
  const current = clampLevel(progression.level);
  if (!mission || !isLevelReachable(completion.level, current)) {
    return { ok: false, reason: 'niveau_inaccessible' };
  }
  if (requiresPayment(completion.level) && !account.isPaid) return { ok: false, reason: 'niveau_payant' };
  if (completion.level < current || progression.quests.includes(mission.id)) {
    return { ok: true, advanced: false, progression: cloneProgression(progression) };
  }
  const rewardCap = mission.xpReward;
  const outcome = applyCompletion(
    progression,
    { minLevel: completion.level, xpReward: completion.xpReward, rewardCap },
    account,
  );
  if (outcome.ok) {
    // A mission done one level ahead counts too: it will not be asked again.
    const quests = normalizeQuests([...outcome.progression.quests, mission.id]);
    return { ...outcome, progression: { ...outcome.progression, quests } };
  }
  // The paid gate: the mission is recorded and XP earned inside the current level.
  const band = xpBand(current);
  const earned = band.min + capReward(completion.xpReward, rewardCap);
  return {
    ok: true,
    advanced: false,
    gate: 'paiement',
    progression: {
      level: current,
      xp: clamp(Math.max(progression.xp, earned), band.min, band.max),
      quests: normalizeQuests([...progression.quests, ...missionIdsBetween(1, current)]),
      perks: [...progression.perks],
    },
  };
}

/**
 * The raw update `POST /progression/{userId} {level, xp, quests, perks}`, kept within the
 * rules: refused when the level jumps or crosses the paid gate unpaid; the level never goes
 * down; a one-level rise is a completion; XP is kept inside the level's band and never
 * decreases; only quests of levels already reached are accepted.
 */
export function applyProgressionUpdate(
  progression: Progression,
  proposed: Progression,
  account: { isPaid: boolean },
): ProgressionOutcome {
  const current = clampLevel(progression.level);
  const wanted = clampLevel(proposed.level);
  if (wanted > current + 1) return { ok: false, reason: 'niveau_inaccessible' };
  if (wanted > current && requiresPayment(wanted) && !account.isPaid) {
    return { ok: false, reason: 'niveau_payant' };
  }
  const level = Math.max(current, wanted);
  const band = xpBand(level);
  const floor = level === current ? Math.max(band.min, progression.xp) : band.min;
  const claimedQuests = proposed.quests.filter((id) => questRank(id) <= level);
  return {
    ok: true,
    advanced: level > current,
    progression: {
      level,
      xp: clamp(
        Number.isFinite(proposed.xp) ? Math.trunc(proposed.xp) : 0,
        Math.min(floor, band.max),
        band.max,
      ),
      quests: normalizeQuests([...progression.quests, ...missionIdsBetween(1, level - 1), ...claimedQuests]),
      perks: normalizePerks(proposed.perks),
    },
  };
}

export const MAX_PERKS = 20;

/** Perks are short free labels the client keeps (badges, cosmetics): unique, bounded. */
export function normalizePerks(perks: readonly string[]): string[] {
  return [...new Set(perks.map((perk) => perk.trim()).filter(Boolean))].slice(0, MAX_PERKS);
}

function cloneProgression(progression: Progression): Progression {
  return { ...progression, quests: [...progression.quests], perks: [...progression.perks] };
}

/**
 * Where an administrator puts a student: the level's start XP, the missions below it done,
 * missions above it forgotten (so a lowered level can be replayed).
 */
export function progressionAtLevel(progression: Progression, level: number): Progression {
  const target = clampLevel(level);
  const kept = progression.quests.filter((id) => questRank(id) < target);
  return {
    level: target,
    xp: levelStartXp(target),
    quests: normalizeQuests([...kept, ...missionIdsBetween(1, target - 1)]),
    perks: [...progression.perks],
  };
}

/** How a level looks on the journey map. */
export type LevelStatus = 'done' | 'current' | 'available' | 'locked' | 'paid';

/** A level counts as done once passed or its mission completed: what a class's assignment checks. */
export function isLevelDone(progression: Pick<Progression, 'level' | 'quests'>, level: number): boolean {
  return level < clampLevel(progression.level) || isMissionDone(progression, level);
}

/**
 * done: passed or its mission completed; current: the level the student is on; available: the
 * next one, already reachable; paid: behind the paid gate for an unpaid student; locked: later.
 */
export function levelStatus(level: number, progression: Progression, isPaid: boolean): LevelStatus {
  const current = clampLevel(progression.level);
  if (isLevelDone(progression, level)) return 'done';
  if (requiresPayment(level) && !isPaid) return 'paid';
  if (level === current) return 'current';
  return isLevelReachable(level, current) ? 'available' : 'locked';
}
