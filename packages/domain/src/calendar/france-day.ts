import { onFirstUse } from '../format/on-first-use';

const franceDay = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }));

/** The day an instant falls on in France, as an ISO date: 23:30 UTC on 5 December is the 6th. */
export function dayInFrance(instant: Date | string = new Date()): string {
  return franceDay().format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** An ISO date moved by whole calendar days (no clock change can shift it). */
export function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
