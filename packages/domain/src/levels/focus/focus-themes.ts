import { missionForLevel } from '../../progression/missions';
import type { FocusStep } from '../engine/steps';
import type { StepProblem } from '../engine/text-rules';

/** What a student may focus on after the mid-journey review; each theme groups levels 31 to 48. */
export const FOCUS_THEMES = [
  {
    id: 'candidater',
    label: 'Réussir mes candidatures',
    description: 'Portes ouvertes, salons, oraux d’admission, un plan B solide.',
    levels: [38, 39, 40, 41],
  },
  {
    id: 'alternance',
    label: 'Alternance, stages et jobs',
    description: 'Étudier en travaillant, trouver un stage, un petit boulot, connaître tes droits.',
    levels: [31, 32, 45, 46],
  },
  {
    id: 'financer',
    label: 'Financer et organiser mes études',
    description: 'Budget, bourses, logement, et une semaine bien rangée.',
    levels: [35, 36, 37, 47],
  },
  {
    id: 'ouverture',
    label: 'Ouvrir mes horizons',
    description: 'Année de césure, engagement, études à l’étranger, ton propre projet.',
    levels: [42, 43, 44, 48],
  },
  {
    id: 'reseau',
    label: 'Mon réseau et mon image',
    description: 'Les personnes qui peuvent t’aider, et ce qu’on trouve sur toi en ligne.',
    levels: [33, 34],
  },
] as const;
export type FocusThemeId = (typeof FOCUS_THEMES)[number]['id'];
export const FOCUS_THEME_IDS = FOCUS_THEMES.map((theme) => theme.id) as [FocusThemeId, ...FocusThemeId[]];

/** The levels that close the journey whatever the focus: the roadmap and the finale. */
const CLOSING_LEVELS = [49, 50];

export interface FocusAnswer {
  focus: FocusThemeId[];
  why: string;
}

export interface SuggestedLevel {
  level: number;
  title: string;
  /** The chosen theme the level belongs to, or null for the rest of the journey. */
  theme: string | null;
}

/**
 * The levels after `current`, in the order the student's focus gives: the chosen themes' levels
 * first (in the order chosen), then the other levels by number, the roadmap and finale last.
 */
export function suggestedLevels(focus: readonly string[], current: number): SuggestedLevel[] {
  const chosen = focus.flatMap((id) => FOCUS_THEMES.filter((theme) => theme.id === id));
  const first = chosen.flatMap((theme) =>
    theme.levels.map((level) => ({ level, theme: theme.label as string })),
  );
  const seen = new Set(first.map((item) => item.level));
  const rest = FOCUS_THEMES.flatMap((theme) => theme.levels)
    .filter((level) => !seen.has(level))
    .sort((a, b) => a - b)
    .map((level) => ({ level, theme: null }));
  return [...first, ...rest, ...CLOSING_LEVELS.map((level) => ({ level, theme: null }))]
    .filter((item) => item.level > current)
    .map((item) => ({ ...item, title: missionForLevel(item.level)?.title ?? `Niveau ${item.level}` }));
}

/** The rules: one or two themes, and why, in a sentence. */
export function focusProblems(step: FocusStep, answer: FocusAnswer): StepProblem[] {
  const problems: StepProblem[] = [];
  if (answer.focus.length === 0 || answer.focus.length > step.maxChoices) {
    problems.push({ field: 'focus', message: `Choisis un ou ${step.maxChoices} thèmes pour la suite.` });
  }
  const why = answer.why.trim().length;
  if (why < step.whyMinLength) {
    problems.push({
      field: 'why',
      message: `Dis en une phrase pourquoi ce choix : ${step.whyMinLength} caractères au moins (tu en as ${why}).`,
    });
  }
  return problems;
}
