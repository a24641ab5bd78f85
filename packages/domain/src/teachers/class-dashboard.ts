/** A class's level spread, in the bands a teacher reads at a glance (free levels first). */
export const LEVEL_BUCKETS = [
  { from: 1, to: 5 },
  { from: 6, to: 10 },
  { from: 11, to: 20 },
  { from: 21, to: 30 },
  { from: 31, to: 40 },
  { from: 41, to: 50 },
] as const;

/** Days without activity after which a student shows in « inactifs ». */
export const INACTIVE_AFTER_DAYS = 14;

const DAY_MS = 86_400_000;

/** What the dashboard reads of each student: the roster's facts (displayed level already). */
export interface DashboardStudent {
  name: string;
  level: number;
  xp: number;
  lastActiveAt: string;
  questionnaireDone: boolean;
}

/**
 * « A commencé » : the orientation questionnaire done, or level 1 passed. A student who only
 * created an account and never came back has not started.
 */
export function hasStarted(student: Pick<DashboardStudent, 'level' | 'questionnaireDone'>): boolean {
  return student.questionnaireDone || student.level >= 2;
}

export function isInactive(lastActiveAt: string, now: Date): boolean {
  return now.getTime() - new Date(lastActiveAt).getTime() >= INACTIVE_AFTER_DAYS * DAY_MS;
}

export function levelBucketLabel(bucket: { from: number; to: number }): string {
  return `Niveaux ${bucket.from} à ${bucket.to}`;
}

/** How many students sit in each band, every band listed (zeros included). */
export function levelDistribution(levels: readonly number[]) {
  return LEVEL_BUCKETS.map((bucket) => ({
    ...bucket,
    label: levelBucketLabel(bucket),
    count: levels.filter((level) => level >= bucket.from && level <= bucket.to).length,
  }));
}

/** The figures of the dashboard, from the roster as the teacher sees it. */
export function summarizeClass(students: readonly DashboardStudent[], now: Date) {
  const inactive = students
    .filter((student) => isInactive(student.lastActiveAt, now))
    .sort((a, b) => a.lastActiveAt.localeCompare(b.lastActiveAt))
    .map(({ name, lastActiveAt }) => ({ name, lastActiveAt }));
  return {
    counts: {
      students: students.length,
      started: students.filter(hasStarted).length,
      questionnaireDone: students.filter((student) => student.questionnaireDone).length,
      inactive: inactive.length,
    },
    levels: levelDistribution(students.map((student) => student.level)),
    inactive,
  };
}
