import type { StepProblem } from '../engine/text-rules';

/** The three horizons of the road map (level 49): in one year, two years, three years. */
export const ROADMAP_HORIZONS = [
  { id: 'an-1', label: 'Dans un an', months: 12 },
  { id: 'an-2', label: 'Dans deux ans', months: 24 },
  { id: 'an-3', label: 'Dans trois ans', months: 36 },
] as const;
export type RoadmapHorizonId = (typeof ROADMAP_HORIZONS)[number]['id'];

export const ROADMAP_MAX_MILESTONES = 4;

export interface RoadmapMilestone {
  id: string;
  label: string;
  /** YYYY-MM: the month it should be done by. */
  month: string;
}

export interface RoadmapGoal {
  horizon: RoadmapHorizonId;
  goal: string;
  milestones: RoadmapMilestone[];
}

export interface RoadmapAnswer {
  goals: RoadmapGoal[];
}

/** Months from `from` (YYYY-MM) to `to` (YYYY-MM): 2026-11 → 2027-02 is 3. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/**
 * The rules: a goal for each horizon, written in a sentence, with at least one milestone; each
 * milestone from this month on and before its horizon ends (`today` is the server's, YYYY-MM-DD).
 */
export function roadmapProblems(
  step: { goalMinLength: number },
  answer: RoadmapAnswer,
  today: string,
): StepProblem[] {
  const problems: StepProblem[] = [];
  const thisMonth = today.slice(0, 7);
  for (const horizon of ROADMAP_HORIZONS) {
    const goal = answer.goals.find((candidate) => candidate.horizon === horizon.id);
    const length = goal?.goal.trim().length ?? 0;
    if (length < step.goalMinLength) {
      problems.push({
        field: horizon.id,
        message: `${horizon.label} : écris ton objectif en une phrase (${step.goalMinLength} caractères au moins, tu en as ${length}).`,
      });
    }
    if (!goal || goal.milestones.length === 0) {
      problems.push({
        field: horizon.id,
        message: `${horizon.label} : ajoute au moins une étape, avec son mois.`,
      });
      continue;
    }
    for (const milestone of goal.milestones) {
      const months = monthsBetween(thisMonth, milestone.month);
      if (months < 0) {
        problems.push({ field: horizon.id, message: `« ${milestone.label} » : ce mois est déjà passé.` });
      } else if (months > horizon.months) {
        problems.push({
          field: horizon.id,
          message: `« ${milestone.label} » : cette étape tombe après l’horizon « ${horizon.label.toLowerCase()} ».`,
        });
      }
    }
  }
  return problems;
}
