import { z } from 'zod';
import type { ProductionSourceStep } from '../levels/production-reading';
import { ROADMAP_HORIZONS } from '../levels/roadmap/roadmap';

/** One line of a shared item on the teacher's card: « Métier 1 » — « Infirmier / Infirmière ». */
export interface SharedLine {
  label: string;
  text: string;
}

/** Where each journey item is kept: the level and step whose passed answer holds it. */
const SOURCES = {
  metiers: { level: 6, stepId: 'trois-metiers', lineLabel: 'Métier' },
  parcoursup: { level: 19, stepId: 'voeux', lineLabel: 'Vœu' },
  roadMap: { level: 49, stepId: 'feuille-de-route', lineLabel: '' },
} as const;

const pickedAnswer = z.object({ items: z.array(z.object({ label: z.string() })) });
const wishesAnswer = z.object({ wishes: z.array(z.object({ label: z.string() })) });

const roadmapAnswer = z.object({
  goals: z.array(
    z.object({
      horizon: z.string(),
      goal: z.string(),
      milestones: z.array(z.object({ label: z.string(), month: z.string() })),
    }),
  ),
});

/** The road map as lines: each horizon's goal, then its milestones and their month. */
function roadmapLines(answer: unknown): SharedLine[] {
  const parsed = roadmapAnswer.safeParse(answer);
  if (!parsed.success) return [];
  return ROADMAP_HORIZONS.flatMap((horizon) => {
    const goal = parsed.data.goals.find((candidate) => candidate.horizon === horizon.id);
    if (!goal) return [];
    const milestones = goal.milestones.map((milestone) => ({
      label: milestone.month,
      text: milestone.label,
    }));
    return [{ label: horizon.label, text: goal.goal.trim() }, ...milestones];
  });
}

/**
 * What a journey item shows once its student switched it on, read from the levels they passed;
 * nothing when the level is not done yet.
 */
export function journeyLines(
  item: keyof typeof SOURCES,
  steps: readonly ProductionSourceStep[],
): SharedLine[] {
  const source = SOURCES[item];
  const answer = steps.find(
    (row) => row.passed && row.level === source.level && row.stepId === source.stepId,
  )?.answer;
  if (item === 'roadMap') return roadmapLines(answer);
  const parsed = (item === 'metiers' ? pickedAnswer : wishesAnswer).safeParse(answer);
  if (!parsed.success) return [];
  const labels = 'items' in parsed.data ? parsed.data.items : parsed.data.wishes;
  return labels.map((entry, index) => ({ label: `${source.lineLabel} ${index + 1}`, text: entry.label }));
}
