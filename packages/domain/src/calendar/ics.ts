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

export function buildIcs(calendarName: string, events: IcsEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Déclic//Calendrier de l’année//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(event.end ?? event.start))}`,
      `SUMMARY:${escapeText(event.title)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.title)}`,
      `TRIGGER:-P${ICS_REMINDER_DAYS}D`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
