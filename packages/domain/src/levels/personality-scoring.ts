import type { ANSWER_VALUES } from '../contracts/pre-account';
import { formatPercent } from '../format/typography';
import type { PersonalityAxis, PersonalityItem, PersonalityPole } from './personality-items';

export type PersonalityAnswer = (typeof ANSWER_VALUES)[number];

/** Agreement weight of each of the five options (Oui … Non). */
const AGREEMENT: Record<PersonalityAnswer, number> = {
  Oui: 2,
  'Un peu': 1,
  'Je ne sais pas': 0,
  'Pas trop': -1,
  Non: -2,
};

/** The first letter of each axis is the pole the percentage is given for. */
export const AXIS_POLES: Record<PersonalityAxis, readonly [PersonalityPole, PersonalityPole]> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
};
const AXES = Object.keys(AXIS_POLES) as PersonalityAxis[];

/** An axis within this many points of 50 % is reported as "close to" the other side. */
export const CLOSE_MARGIN = 5;

export interface AxisScore {
  axis: PersonalityAxis;
  /** Share of the first pole (E, S, T or J), 0 to 100, rounded. */
  firstPolePercent: number;
  letter: PersonalityPole;
  close: boolean;
}

export interface PersonalityResult {
  type: string;
  axes: AxisScore[];
  /** Types one letter away on the axes that are close, e.g. ISFJ for ESFJ at 52 % E. */
  neighbours: string[];
}

function scoreAxis(
  axis: PersonalityAxis,
  items: readonly PersonalityItem[],
  answers: ReadonlyMap<number, PersonalityAnswer>,
): AxisScore {
  const [first, second] = AXIS_POLES[axis];
  let sum = 0;
  let answered = 0;
  for (const item of items) {
    const answer = item.axis === axis ? answers.get(item.id) : undefined;
    if (answer === undefined) continue;
    answered += 1;
    sum += item.pole === first ? AGREEMENT[answer] : -AGREEMENT[answer];
  }
  const percent = answered === 0 ? 50 : Math.round(50 + (50 * sum) / (2 * answered));
  return {
    axis,
    firstPolePercent: percent,
    letter: percent >= 50 ? first : second,
    close: Math.abs(percent - 50) <= CLOSE_MARGIN,
  };
}

function neighbourType(type: string, index: number, axis: AxisScore): string {
  const [first, second] = AXIS_POLES[axis.axis];
  const other = axis.letter === first ? second : first;
  return type.slice(0, index) + other + type.slice(index + 1);
}

export function scorePersonality(
  items: readonly PersonalityItem[],
  answers: ReadonlyMap<number, PersonalityAnswer>,
): PersonalityResult {
  const axes = AXES.map((axis) => scoreAxis(axis, items, answers));
  const type = axes.map((axis) => axis.letter).join('');
  const neighbours = axes.flatMap((axis, index) => (axis.close ? [neighbourType(type, index, axis)] : []));
  return { type, axes, neighbours };
}

/** Honest wording for the close axes; empty when every axis is clear-cut. */
export function closeToSentences(result: PersonalityResult): string[] {
  return result.axes.flatMap((axis, index) => {
    if (!axis.close) return [];
    const [first, second] = AXIS_POLES[axis.axis];
    const share = formatPercent(axis.firstPolePercent);
    const neighbour = neighbourType(result.type, index, axis);
    return [
      `Sur l’axe ${first}/${second}, tes réponses sont presque à égalité (${share} ${first})\u202f: ton profil est aussi proche de ${neighbour}.`,
    ];
  });
}
