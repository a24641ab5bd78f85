/**
 * An iCalendar file (RFC 5545) of whole-day events, each with a reminder a week before: what a
 * phone or a mail client imports into its calendar.
 */
export interface IcsEvent {
  uid: string;
  title: string;
  /** ISO date (YYYY-MM-DD) of the first day. */
  start: string;
  /** ISO date of the last day, included; the start when absent. */
  end?: string | null;
  description?: string;
  location?: string | null;
  url?: string | null;
}

export const ICS_REMINDER_DAYS = 7;

/** `2027-01-20` → `20270120`. */
const icsDate = (iso: string) => iso.replaceAll('-', '');

/** The day after an ISO date: DTEND of a whole-day event is exclusive. */
function nextDay(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Text values escape backslash, semicolon, comma and line breaks. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (now: Date) => `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function calendarText(calendarName: string, events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Déclic//Calendrier de l’année//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function buildIcs(calendarName: string, events: IcsEvent[], now: Date): string {
  return calendarText(
    calendarName,
    events.map((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(event.end ?? event.start))}`,
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.title)}`,
      `TRIGGER:-P${ICS_REMINDER_DAYS}D`,
      'END:VALARM',
      'END:VEVENT',
    ]),
  );
}

/** A slot of a typical week: ISO date of its first occurrence, times as HH:MM (local time). */
export interface WeeklyIcsEvent {
  uid: string;
  title: string;
  date: string;
  start: string;
  end: string;
}

/** How many weeks a typical week repeats in the calendar it is exported to. */
export const WEEKLY_REPEAT_COUNT = 12;

/** `2026-11-30` and `08:30` → `20261130T083000`: a floating local time, the phone's own. */
const icsLocal = (date: string, time: string) => `${icsDate(date)}T${time.replace(':', '')}00`;

/** A typical week (level 47): each slot repeats every week, in the phone's local time. */
export function buildWeeklyIcs(calendarName: string, events: WeeklyIcsEvent[], now: Date): string {
  return calendarText(
    calendarName,
    events.map((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${icsLocal(event.date, event.start)}`,
      `DTEND:${icsLocal(event.date, event.end)}`,
      `RRULE:FREQ=WEEKLY;COUNT=${WEEKLY_REPEAT_COUNT}`,
      `SUMMARY:${escapeText(event.title)}`,
      'END:VEVENT',
    ]),
  );
}
