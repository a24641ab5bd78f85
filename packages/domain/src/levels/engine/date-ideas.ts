import { z } from 'zod';
import { addDays, dayInFrance } from '../../calendar/france-day';
import { typographieFr } from '../../format/typography';
import { excerpt, type ProductionSourceStep, read } from '../production-reading';
import { FOLLOW_UP_DELAY_DAYS } from '../productions';
import type { OwnDateKind } from './steps';

/** A date the journey suggests for level 20's calendar; the student picks the day when it is unknown. */
export interface DateIdea {
  key: string;
  kind: OwnDateKind;
  label: string;
  /** ISO date when the journey knows it (the follow-up of level 9), else null. */
  date: string | null;
  place: string;
}

const LABEL_MAX = 120;
const contactAnswer = z.object({ fields: z.object({ qui: z.string() }) });
const sentAnswer = z.object({ done: z.array(z.string()) });

/**
 * What the journey says should be in the student's calendar: the meeting asked for at level 9
 * and its follow-up, and an open day for each formation they saved. `today` is an ISO date.
 */
export function journeyDateIdeas(
  rows: readonly ProductionSourceStep[],
  savedFormations: readonly { code: string; label: string; place: string | null }[],
  today: string,
): DateIdea[] {
  const passed = (stepId: string) =>
    rows.find((row) => row.passed && row.level === 9 && row.stepId === stepId);
  const who = excerpt(
    read(contactAnswer, passed('contact')?.answer)?.fields.qui.split(/[,.;\n]/)[0] ?? '',
    60,
  );
  const ideas: DateIdea[] = [];
  if (who) {
    ideas.push({
      key: 'rdv-niveau-9',
      kind: 'rendez-vous',
      label: `Rendez-vous avec ${who}`,
      date: null,
      place: '',
    });
    const envoi = passed('envoi');
    if (envoi && read(sentAnswer, envoi.answer)?.done.includes('envoye')) {
      // Counted in days in France, like `today`: sent at 0:30 in Paris is sent that day, not the day before.
      const followUp = addDays(dayInFrance(envoi.updatedAt), FOLLOW_UP_DELAY_DAYS);
      if (followUp >= today) {
        ideas.push({
          key: 'relance-niveau-9',
          kind: 'autre',
          label: `Relancer ${who}`,
          date: followUp,
          place: '',
        });
      }
    }
  }
  for (const formation of savedFormations) {
    ideas.push({
      key: `jpo-${formation.code}`,
      kind: 'portes-ouvertes',
      label: typographieFr(excerpt(`Portes ouvertes : ${formation.label}`, LABEL_MAX - 1)),
      date: null,
      place: formation.place ?? '',
    });
  }
  return ideas;
}
