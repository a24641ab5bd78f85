import { assignmentBadgeText, type MyAssignment } from '@declic/domain';

/** Level → its badges on the map, one per class that asks for it. */
export function assignedBadges(assignments: readonly MyAssignment[]): Map<number, string[]> {
  const badges = new Map<number, string[]>();
  for (const assignment of assignments) {
    badges.set(assignment.level, [...(badges.get(assignment.level) ?? []), assignmentBadgeText(assignment)]);
  }
  return badges;
}
