import { missionForLevel } from '../../progression/missions';
import { type ProductionSourceStep, summarizeProductions } from '../productions';

/** One moment of the student's journey in Déclic, with what it left. */
export interface TimelineEvent {
  /** ISO date and time. */
  date: string;
  level: number | null;
  title: string;
  detail: string;
}

/** What the timeline is made of: the sign-up, the analyses, the passed steps. */
export interface TimelineInput {
  joinedAt: string;
  analyses: { level: number | null; title: string; detail: string; createdAt: string }[];
  rows: readonly ProductionSourceStep[];
}

/**
 * The student's journey since the first day, oldest first: the sign-up, each analysis (the
 * questionnaire, levels 4 and 5) and each level played on the level engine, dated by its last
 * passed step, with what it produced.
 */
export function journeyTimeline({ joinedAt, analyses, rows }: TimelineInput): TimelineEvent[] {
  const summaries = new Map(
    summarizeProductions(rows).map((production) => [production.level, production.summary]),
  );
  const lastByLevel = new Map<number, string>();
  for (const row of rows) {
    if (!row.passed) continue;
    const seen = lastByLevel.get(row.level);
    if (!seen || row.updatedAt > seen) lastByLevel.set(row.level, row.updatedAt);
  }
  const levels = [...lastByLevel].map(([level, date]) => ({
    date,
    level,
    title: `Niveau ${level} · ${missionForLevel(level)?.title ?? ''}`,
    detail: summaries.get(level) ?? '',
  }));
  return [
    { date: joinedAt, level: null, title: 'Ton arrivée sur Déclic', detail: 'Le tout premier jour.' },
    ...analyses.map(({ createdAt, ...analysis }) => ({ ...analysis, date: createdAt })),
    ...levels,
  ].sort((a, b) => a.date.localeCompare(b.date));
}
