import type { Production } from '../../contracts/productions';
import { formatNumber, typographieFr } from '../../format/typography';
import type { PitchStep } from './steps';
import type { StepProblem } from './text-rules';

export interface PitchAnswer {
  /** Length of the new recording, measured by the recorder (0 before any). */
  durationSeconds: number;
  rating: number | null;
  /** Ids of the checklist's points the student says the pitch covered. */
  points: string[];
}

/** One thing the new pitch should speak of, from a production of the journey. */
export interface PitchPoint {
  id: string;
  label: string;
}

/** The levels whose production makes a pitch point, in the order a pitch tells them. */
const POINT_LEVELS = [6, 12, 14, 11, 18, 19];
const MAX_POINTS = 5;
const POINT_TEXT_LENGTH = 90;

const cut = (text: string) =>
  text.length <= POINT_TEXT_LENGTH ? text : `${text.slice(0, POINT_TEXT_LENGTH).replace(/\s+\S*$/, '')}…`;

/** The checklist of the new pitch: what the student built since level 3, one point per level. */
export function pitchPoints(productions: readonly Production[]): PitchPoint[] {
  return POINT_LEVELS.flatMap((level) => {
    const production = productions.find((candidate) => candidate.level === level);
    const item = production?.items[0];
    if (!production || !item) return [];
    return [{ id: `niveau-${level}`, label: typographieFr(`${item.label} : ${cut(item.text)}`) }];
  }).slice(0, MAX_POINTS);
}

/** What the server compares: the first pitch's rating (level 3) and the new one. */
// A type, not an interface: the step check's result must stay a plain record.
export type PitchComparison = {
  first: { rating: number | null };
  now: { rating: number | null; durationSeconds: number };
  message: string;
};

export function comparePitches(firstRating: number | null, answer: PitchAnswer): PitchComparison {
  const now = { rating: answer.rating, durationSeconds: answer.durationSeconds };
  let message = 'Écoute tes deux enregistrements si tu les as gardés : c’est le meilleur juge.';
  if (firstRating !== null && answer.rating !== null) {
    if (answer.rating > firstRating) {
      message = `Tu te donnes ${answer.rating} sur 10, contre ${firstRating} au niveau 3 : tout ce que tu as construit depuis s’entend.`;
    } else if (answer.rating === firstRating) {
      message = `Même note qu’au niveau 3 (${firstRating} sur 10), mais ton pitch parle maintenant de ton projet : c’est un vrai pas.`;
    } else {
      message = `Tu te notes plus sévèrement qu’au niveau 3 (${firstRating} sur 10) : normal, tu sais mieux ce que tu vises. Refais-le demain, à froid.`;
    }
  }
  return { first: { rating: firstRating }, now, message };
}

/** The rules of the new pitch: recorded long enough, rated, speaking of the journey. */
export function pitchProblems(
  step: PitchStep,
  answer: PitchAnswer,
  points: readonly PitchPoint[],
): StepProblem[] {
  const problems: StepProblem[] = [];
  if (answer.durationSeconds === 0) {
    problems.push({ field: 'recording', message: 'Enregistre d’abord ton nouveau pitch.' });
  } else if (answer.durationSeconds < step.minSeconds) {
    problems.push({
      field: 'recording',
      message: `Ton pitch a duré ${formatNumber(answer.durationSeconds)} secondes : vise au moins ${step.minSeconds}, tu as une minute.`,
    });
  }
  if (answer.rating === null) problems.push({ field: 'rating', message: 'Donne-toi une note de 0 à 10.' });
  const known = new Set(points.map((point) => point.id));
  const ticked = answer.points.filter((id) => known.has(id)).length;
  const needed = Math.min(step.minPoints, points.length);
  if (ticked < needed) {
    problems.push({
      field: 'points',
      message: `Coche les points dont ton pitch a parlé : ${needed} au moins (tu en as ${ticked}). Sinon, réenregistre-le en les glissant.`,
    });
  }
  return problems;
}
