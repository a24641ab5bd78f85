import { addDays } from '../calendar/france-day';
import { formatDayMonth, typographieFr } from '../format/typography';

/**
 * A level a teacher asks the class to finish by a date (issue 47). The student is told when it is
 * assigned, then reminded 3 days before and the day before, unless the level is already done.
 */
export const ASSIGNMENT_NOTICE_KINDS = ['assignee', 'rappel_3j', 'rappel_veille'] as const;
export type AssignmentNoticeKind = (typeof ASSIGNMENT_NOTICE_KINDS)[number];

/** The reminders, the latest first: on a given day only the latest one that applies is sent. */
export const ASSIGNMENT_REMINDERS = [
  { kind: 'rappel_veille', daysBefore: 1 },
  { kind: 'rappel_3j', daysBefore: 3 },
] as const satisfies readonly { kind: AssignmentNoticeKind; daysBefore: number }[];

/** A school year « 2026-2027 » ends on 31 August 2027: Parcoursup goes on through the summer. */
export function schoolYearLastDay(schoolYear: string): string {
  return `${schoolYear.slice(5, 9)}-08-31`;
}

/**
 * Why a due date cannot be chosen (vouvoiement: the teacher reads it), or null. `today` is the
 * day in France; the date must come after it and stay inside the class's school year.
 */
export function dueDateProblem(dueOn: string, today: string, schoolYear: string): string | null {
  if (dueOn <= today) return typographieFr('Choisissez une date à venir : demain ou plus tard.');
  const lastDay = schoolYearLastDay(schoolYear);
  if (dueOn > lastDay) {
    return typographieFr(
      `Choisissez une date dans l’année scolaire ${schoolYear} : le ${formatDayMonth(lastDay)} ${lastDay.slice(0, 4)} au plus tard.`,
    );
  }
  return null;
}

/**
 * The reminder due on `today` for an assignment, or null. Only the latest window that has opened
 * counts (the day before, the 3-day one is not sent as well), and a window that had already
 * opened when the level was assigned is skipped: the student has just been told.
 */
export function reminderDue(
  assignment: { dueOn: string; assignedOn: string },
  today: string,
): AssignmentNoticeKind | null {
  if (today >= assignment.dueOn) return null;
  for (const reminder of ASSIGNMENT_REMINDERS) {
    const opensOn = addDays(assignment.dueOn, -reminder.daysBefore);
    if (today >= opensOn) return assignment.assignedOn < opensOn ? reminder.kind : null;
  }
  return null;
}

/** What the student reads in the notifications (tutoiement). */
export function assignmentNoticeText(
  kind: AssignmentNoticeKind,
  notice: { level: number; dueOn: string; classroomName: string },
): string {
  const what = `niveau ${notice.level} à faire avant le ${formatDayMonth(notice.dueOn)}`;
  const texts: Record<AssignmentNoticeKind, string> = {
    assignee: `Ta classe ${notice.classroomName} : ${what}.`,
    rappel_3j: `Rappel de ta classe ${notice.classroomName} : ${what}, plus que 3 jours.`,
    rappel_veille: `Rappel de ta classe ${notice.classroomName} : ${what}, c’est demain la date.`,
  };
  return typographieFr(texts[kind]);
}

/** The map's badge: « Pour le 12 déc. — Terminale B ». */
export function assignmentBadgeText(assignment: { dueOn: string; classroomName: string }): string {
  return `Pour le ${formatDayMonth(assignment.dueOn, 'short')} — ${assignment.classroomName}`;
}
