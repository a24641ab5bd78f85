/** How many students stand at a level now (from the progression table). */
export interface LevelHeadcount {
  level: number;
  students: number;
}

/** One line of the staff's funnel: who is here, who got here, who went on. */
export interface FunnelLine {
  level: number;
  /** Students whose current level is this one. */
  here: number;
  /** Students who reached this level (here or further). */
  reached: number;
  /** Share of those who reached this level who went further, 0 to 100; null when none reached it. */
  wentOn: number | null;
}

/**
 * The journey as a funnel, from the headcount per current level: a level's « reached » counts
 * everyone at it or beyond; « went on » says how many of them are beyond it (the drop-off is the
 * rest). Levels up to the furthest one reached.
 */
export function levelFunnel(headcounts: readonly LevelHeadcount[]): FunnelLine[] {
  const here = new Map(headcounts.map((line) => [line.level, line.students]));
  const top = Math.max(0, ...headcounts.filter((line) => line.students > 0).map((line) => line.level));
  const lines: FunnelLine[] = [];
  let beyond = 0;
  for (let level = top; level >= 1; level -= 1) {
    const atLevel = here.get(level) ?? 0;
    const reached = atLevel + beyond;
    lines.unshift({
      level,
      here: atLevel,
      reached,
      wentOn: reached === 0 ? null : Math.round((beyond / reached) * 100),
    });
    beyond = reached;
  }
  return lines;
}
