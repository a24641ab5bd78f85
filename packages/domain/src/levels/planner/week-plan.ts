import type { StepProblem } from '../engine/text-rules';

/** What a slot of the week is for. */
export const WEEK_SLOT_KINDS = ['cours', 'devoirs', 'job', 'sport', 'loisirs', 'repos'] as const;
export type WeekSlotKind = (typeof WEEK_SLOT_KINDS)[number];

export const WEEK_SLOT_LABELS: Record<WeekSlotKind, string> = {
  cours: 'Cours',
  devoirs: 'Devoirs et révisions',
  job: 'Job ou alternance',
  sport: 'Sport',
  loisirs: 'Loisirs et amis',
  repos: 'Repos',
};

export const WEEK_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface WeekSlot {
  id: string;
  day: WeekDay;
  /** HH:MM, 24-hour clock. */
  start: string;
  end: string;
  kind: WeekSlotKind;
  label: string;
}

export interface WeekPlanAnswer {
  slots: WeekSlot[];
}

/** Hours in a day of study and work (classes, homework, job) beyond which the day is too full. */
export const HEAVY_DAY_HOURS = 10;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const slotHours = (slot: Pick<WeekSlot, 'start' | 'end'>) =>
  (minutes(slot.end) - minutes(slot.start)) / 60;

const dayName = (day: WeekDay) => day.charAt(0).toUpperCase() + day.slice(1);

/** Hours per kind over the week, every kind listed. */
export function weekTotals(slots: WeekSlot[]): Record<WeekSlotKind, number> {
  const totals = Object.fromEntries(WEEK_SLOT_KINDS.map((kind) => [kind, 0])) as Record<WeekSlotKind, number>;
  for (const slot of slots) totals[slot.kind] += Math.max(0, slotHours(slot));
  return totals;
}

/** Days whose classes, homework and job add up to more than HEAVY_DAY_HOURS: a warning, not a block. */
export function heavyDays(slots: WeekSlot[]): WeekDay[] {
  return WEEK_DAYS.filter((day) => {
    const busy = slots
      .filter(
        (slot) =>
          slot.day === day && slot.kind !== 'sport' && slot.kind !== 'loisirs' && slot.kind !== 'repos',
      )
      .reduce((sum, slot) => sum + slotHours(slot), 0);
    return busy > HEAVY_DAY_HOURS;
  });
}

/**
 * The rules of a typical week: enough slots, each ending after it starts, no two overlapping on
 * one day, and time for classes, for homework and for oneself (sport, leisure or rest).
 */
export function weekPlanProblems(
  step: { minSlots: number; withJob?: boolean },
  answer: WeekPlanAnswer,
): StepProblem[] {
  const problems: StepProblem[] = [];
  const { slots } = answer;
  if (slots.length < step.minSlots) {
    problems.push({
      field: 'slots',
      message: `Remplis ta semaine : ${step.minSlots} créneaux au moins (tu en as ${slots.length}).`,
    });
  }
  for (const slot of slots) {
    if (minutes(slot.end) <= minutes(slot.start)) {
      problems.push({
        field: 'slots',
        message: `${dayName(slot.day)}, « ${slot.label} » : la fin doit suivre le début.`,
      });
    }
  }
  for (const day of WEEK_DAYS) {
    const ofDay = slots
      .filter((slot) => slot.day === day)
      .sort((a, b) => minutes(a.start) - minutes(b.start));
    for (const [index, slot] of ofDay.entries()) {
      const next = ofDay[index + 1];
      if (next && minutes(next.start) < minutes(slot.end)) {
        problems.push({
          field: 'slots',
          message: `${dayName(day)} : « ${slot.label} » et « ${next.label} » se chevauchent.`,
        });
      }
    }
  }
  const kinds = new Set(slots.map((slot) => slot.kind));
  if (!kinds.has('cours')) problems.push({ field: 'slots', message: 'Place tes cours dans la semaine.' });
  if (!kinds.has('devoirs')) {
    problems.push({ field: 'slots', message: 'Garde du temps pour tes devoirs et tes révisions.' });
  }
  if (step.withJob && !kinds.has('job')) {
    problems.push({ field: 'slots', message: 'Place ton job dans la semaine, aux heures où tu le ferais.' });
  }
  if (!kinds.has('sport') && !kinds.has('loisirs') && !kinds.has('repos')) {
    problems.push({
      field: 'slots',
      message: 'Garde du temps pour toi : du sport, des loisirs ou du repos.',
    });
  }
  return problems;
}
