/**
 * French typography helpers (CONTENT.md): one place formats numbers, money, dates and spaces.
 */
import { onFirstUse } from './on-first-use';

export const NNBSP = '\u202F';
export const NBSP = '\u00A0';

const numberFormat = onFirstUse(() => new Intl.NumberFormat('fr-FR'));
const euroFormat = onFirstUse(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }),
);

/** 14252 → "14 252" with the narrow no-break space Intl uses for French. */
export function formatNumber(value: number): string {
  // Whole numbers (levels, XP, counts: what a page shows first) are grouped by hand, exactly as
  // Intl does (typography.test.ts): the first Intl formatter of a page costs a long task on a phone.
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupThousands(value);
  return numberFormat().format(value);
}

function groupThousands(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, NNBSP);
  return value < 0 ? `-${digits}` : digits;
}

/** 30 → "30 €" */
export function formatEuros(value: number): string {
  return euroFormat().format(value);
}

const centsFormat = onFirstUse(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
);

/** 504.1 → "504,10 €": pay and prices to the cent. */
export function formatEurosCents(value: number): string {
  return centsFormat().format(value);
}

/** 83 → "83 %" */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}${NBSP}%`;
}

/** "2025-10-13" → "13 octobre 2025" */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  // French writes the first day of a month as an ordinal: « 1er janvier ».
  return dateFormat().format(date).replace(/^1 /, '1er ');
}

const dayMonthFormats = {
  long: onFirstUse(
    () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ),
  short: onFirstUse(
    () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ),
};

/** A calendar day without its year: "2026-12-12" → "12 décembre", or "12 déc." when `short`. */
export function formatDayMonth(isoDate: string, length: 'long' | 'short' = 'long'): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return dayMonthFormats[length]().format(day).replace(/^1 /, '1er ');
}

const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Paris' }),
);

/** A time of day in Paris as French writes it: "16 h 05". */
export function formatHeure(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = timeFormat().formatToParts(date);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}${NBSP}h${NBSP}${part('minute')}`;
}

/** A wall-clock time typed as HH:MM ("14:30", "09:00") as French writes it: "14 h 30", "9 h". */
export function formatClockTime(time: string): string {
  const [hours = '', minutes = '00'] = time.split(':');
  const hour = `${Number(hours)}${NBSP}h`;
  return minutes === '00' ? hour : `${hour}${NBSP}${minutes}`;
}

/**
 * Applies French spacing to running text: a narrow no-break space before ; : ! ?
 * and inside « guillemets », replacing any ordinary space that was typed there.
 * URLs and times such as 14:30 are left alone.
 */
export function typographieFr(text: string): string {
  return text
    .replace(/[ \u00A0\u202F]*([;!?])/g, (_match, mark: string) => `${NNBSP}${mark}`)
    .replace(/(\S)[ \u00A0\u202F]*:(?=\s|$)/g, `$1${NNBSP}:`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NNBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NNBSP}»`);
}

const listFormat = onFirstUse(() => new Intl.ListFormat('fr-FR', { style: 'long', type: 'conjunction' }));

/** « a, b et c » as French writes a list. */
export function frenchList(items: readonly string[]): string {
  return listFormat().format(items);
}

const choiceFormat = onFirstUse(() => new Intl.ListFormat('fr-FR', { style: 'long', type: 'disjunction' }));

/** « a, b ou c »: alternatives. */
export function frenchChoices(items: readonly string[]): string {
  return choiceFormat().format(items);
}
