import { addDays } from '../../calendar/france-day';
import { formatNumber } from '../../format/typography';
import type { CalendarStep, OwnDateKind } from './steps';
import type { StepProblem } from './text-rules';

export interface OwnDate {
  id: string;
  kind: OwnDateKind;
  label: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  place: string;
}

export interface CalendarAnswer {
  dates: OwnDate[];
}

export const OWN_DATE_KIND_LABELS: Record<OwnDateKind, string> = {
  'portes-ouvertes': 'Journée portes ouvertes',
  'rendez-vous': 'Rendez-vous',
  salon: 'Salon de l’orientation',
  autre: 'Autre date',
};

/** Dates further than this are not « the year »: likely a typo in the year. */
const HORIZON_DAYS = 2 * 365;

/** The rules of a calendar: enough dates of one's own, an open day, every date to come. */
export function calendarProblems(step: CalendarStep, answer: CalendarAnswer, today: string): StepProblem[] {
  const problems: StepProblem[] = [];
  const horizon = addDays(today, HORIZON_DAYS);
  for (const own of answer.dates) {
    if (own.date < today) {
      problems.push({
        field: own.id,
        message: `« ${own.label} » est déjà passé : choisis une date à venir.`,
      });
    } else if (own.date > horizon) {
      problems.push({
        field: own.id,
        message: `« ${own.label} » est dans plus de deux ans : vérifie l’année.`,
      });
    }
  }
  const missing = step.minOwnDates - answer.dates.length;
  if (missing > 0) {
    problems.push({
      field: 'dates',
      message: `Ajoute encore ${formatNumber(missing)} date${missing > 1 ? 's' : ''} à toi : une journée portes ouvertes, un rendez-vous, un salon…`,
    });
  }
  if (!answer.dates.some((own) => own.kind === 'portes-ouvertes')) {
    problems.push({
      field: 'dates',
      message: 'Ajoute au moins une journée portes ouvertes d’une formation qui t’intéresse.',
    });
  }
  return problems;
}
