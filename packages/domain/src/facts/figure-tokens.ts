import { formatEurosCents, NBSP } from '../format/typography';
import { apprenticeMonthlyPay } from './apprentice-pay';
import {
  type ApprenticePayGrid,
  FIGURE_IDS,
  type FigureId,
  type FigureUnit,
  WORK_FIGURES,
} from './work-figures';

/**
 * A text may quote a dated figure as a token, so that the words never hold a stale value:
 * `{smic-horaire-brut}` is the figure in force, `{apprenti:17:1}` the apprentice's monthly
 * minimum at 17 in the first year (grid × monthly Smic).
 */
const TOKEN = /\{([a-z0-9-]+)(?::(\d{2}):([123]))?\}/g;

export type FigureValueMap = Partial<Record<FigureId, unknown>>;

function isFigureId(name: string): name is FigureId {
  return (FIGURE_IDS as string[]).includes(name);
}

/** The figures a text quotes (an apprentice token quotes the grid and the monthly Smic). */
export function figuresQuoted(text: string): FigureId[] {
  const ids = new Set<FigureId>();
  for (const [, name] of text.matchAll(TOKEN)) {
    if (name === 'apprenti') {
      ids.add('apprenti-grille');
      ids.add('smic-mensuel-brut');
    } else if (name && isFigureId(name)) ids.add(name);
  }
  return [...ids];
}

/** 8 → « 8 heures », 4.5 → « 4 h 30 ». */
function formatHours(value: number): string {
  const whole = Math.floor(value);
  const minutes = Math.round((value - whole) * 60);
  if (minutes > 0) return `${whole}${NBSP}h${NBSP}${String(minutes).padStart(2, '0')}`;
  return `${whole}${NBSP}heure${whole > 1 ? 's' : ''}`;
}

const FORMATS: Record<FigureUnit, (value: number) => string> = {
  'euros-heure': formatEurosCents,
  'euros-mois': formatEurosCents,
  heures: formatHours,
  'heure-du-jour': (value) => `${value}${NBSP}h`,
  'pourcent-smic': (value) => `${value}${NBSP}%`,
  'pourcent-pss': (value) => `${value}${NBSP}%`,
};

/** The text with each token replaced by its figure, formatted; an unknown token is left as is. */
export function fillFigureTokens(text: string, values: FigureValueMap): string {
  return text.replace(TOKEN, (token, name: string, age?: string, year?: string) => {
    if (name === 'apprenti' && age && year) {
      const grid = values['apprenti-grille'] as ApprenticePayGrid | undefined;
      const smic = values['smic-mensuel-brut'] as number | undefined;
      if (!grid || smic === undefined) return token;
      return formatEurosCents(
        apprenticeMonthlyPay(Number(age), Number(year) as 1 | 2 | 3, grid, smic).monthlyGross,
      );
    }
    const value = isFigureId(name) ? values[name] : undefined;
    return typeof value === 'number' ? FORMATS[WORK_FIGURES[name as FigureId].unit](value) : token;
  });
}

/** A quiz with its figures written in: what the student reads and what the server explains. */
export function fillQuizFigures<Q extends { text: string; options: string[]; explanation: string }>(
  questions: Q[],
  values: FigureValueMap,
): Q[] {
  return questions.map((question) => ({
    ...question,
    text: fillFigureTokens(question.text, values),
    options: question.options.map((option) => fillFigureTokens(option, values)),
    explanation: fillFigureTokens(question.explanation, values),
  }));
}

/** Every figure a quiz quotes, in its questions, options or explanations. */
export function quizFiguresQuoted(
  questions: { text: string; options: string[]; explanation: string }[],
): FigureId[] {
  return [
    ...new Set(
      questions.flatMap((question) =>
        [question.text, ...question.options, question.explanation].flatMap(figuresQuoted),
      ),
    ),
  ];
}
