import { missionForLevel } from '@declic/domain';

/** The heading and XP reward of a level screen, from the mission table. */
export function levelMission(level: number): { title: string; xpReward: number } {
  const mission = missionForLevel(level);
  return { title: mission?.title ?? `Niveau ${level}`, xpReward: mission?.xpReward ?? 0 };
}
