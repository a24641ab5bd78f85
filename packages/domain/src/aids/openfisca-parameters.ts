/**
 * OpenFisca-France parameters as plain data: each parameter keeps every dated value (or bracket) with its
 * legal references and `last_value_still_valid_on`. The importer builds them from the YAML files, the
 * database stores them, the estimates read them back; nothing here does I/O.
 */

/** A value that applies from `date` (ISO) until the next one; null ends the parameter. */
export interface DatedValue {
  date: string;
  value: unknown;
}

export interface LegalReference {
  /** Date the text applies from (ISO). */
  date: string;
  title: string | null;
  href: string | null;
}

/** One row of a scale: from `threshold`, `amount` (single_amount scales) or `rate`. */
export interface ScaleBracket {
  threshold: DatedValue[];
  amount: DatedValue[];
}

export interface OpenfiscaParameter {
  /** Dotted path under `parameters/`, e.g. `marche_travail.salaire_minimum.smic.smic_b_horaire`. */
  name: string;
  description: string;
  unit: string | null;
  lastValueStillValidOn: string | null;
  values: DatedValue[];
  brackets: ScaleBracket[];
  references: LegalReference[];
}

/** How long a value stays trusted after OpenFisca's last check (`last_value_still_valid_on`). */
export const OPENFISCA_REVIEW_MONTHS = 12;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isoDate(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && ISO_DATE.test(value) ? value : null;
}

function datedValues(node: unknown): DatedValue[] {
  if (!isRecord(node)) return [];
  const values: DatedValue[] = [];
  for (const [key, entry] of Object.entries(node)) {
    const date = isoDate(key);
    if (!date) continue;
    values.push({ date, value: isRecord(entry) && 'value' in entry ? entry.value : entry });
  }
  return values.sort((a, b) => a.date.localeCompare(b.date));
}

function referenceEntries(date: string, entry: unknown): LegalReference[] {
  const list = Array.isArray(entry) ? entry : [entry];
  return list.flatMap((item): LegalReference[] => {
    if (typeof item === 'string') {
      return /^https?:\/\//.test(item)
        ? [{ date, title: null, href: item }]
        : [{ date, title: item, href: null }];
    }
    if (!isRecord(item)) return [];
    const title = typeof item.title === 'string' ? item.title.trim() : null;
    const href = typeof item.href === 'string' ? item.href.trim() : null;
    return title || href ? [{ date, title: title || null, href: href || null }] : [];
  });
}

function legalReferences(node: unknown, firstDate: string | undefined): LegalReference[] {
  if (isRecord(node)) {
    const byDate = Object.entries(node).filter(([key]) => isoDate(key));
    // A reference without dates (a single text for the whole history) applies from the first value.
    if (byDate.length === 0) return firstDate ? referenceEntries(firstDate, node) : [];
    return byDate
      .flatMap(([key, entry]) => referenceEntries(key, entry))
      .sort((a, b) => a.date.localeCompare(b.date));
  }
  return firstDate && node !== undefined ? referenceEntries(firstDate, node) : [];
}

/**
 * A parameter file as parsed YAML → the parameter, or null for a node description (`index.yaml`, a file
 * without `values` nor `brackets`).
 */
export function parameterFromYaml(name: string, parsed: unknown): OpenfiscaParameter | null {
  if (!isRecord(parsed)) return null;
  const values = datedValues(parsed.values);
  const brackets = Array.isArray(parsed.brackets)
    ? parsed.brackets.filter(isRecord).map((bracket) => ({
        threshold: datedValues(bracket.threshold),
        amount: datedValues(bracket.amount ?? bracket.rate ?? bracket.average_rate),
      }))
    : [];
  if (values.length === 0 && brackets.length === 0) return null;
  const metadata = isRecord(parsed.metadata) ? parsed.metadata : {};
  const firstDate = [...values, ...brackets.flatMap((bracket) => bracket.threshold)]
    .map((value) => value.date)
    .sort()[0];
  return {
    name,
    description: typeof parsed.description === 'string' ? parsed.description.trim() : name,
    unit: typeof metadata.unit === 'string' ? metadata.unit : null,
    lastValueStillValidOn: isoDate(metadata.last_value_still_valid_on),
    values,
    brackets,
    references: legalReferences(metadata.reference, firstDate),
  };
}

/** The entry in force on `date` (the last one dated on or before it), or undefined before the first. */
export function entryAt(values: readonly DatedValue[], date: string): DatedValue | undefined {
  let found: DatedValue | undefined;
  for (const entry of values) {
    if (entry.date <= date) found = entry;
  }
  return found;
}

/** The numeric value in force on `date`, or null (not yet in force, ended, or not a number). */
export function numberAt(values: readonly DatedValue[], date: string): number | null {
  const value = entryAt(values, date)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The scale in force on `date`: its rows with a threshold and an amount, by ascending threshold. */
export function bracketsAt(
  parameter: Pick<OpenfiscaParameter, 'brackets'>,
  date: string,
): { threshold: number; amount: number }[] {
  return parameter.brackets
    .flatMap((bracket) => {
      const threshold = numberAt(bracket.threshold, date);
      const amount = numberAt(bracket.amount, date);
      return threshold === null || amount === null ? [] : [{ threshold, amount }];
    })
    .sort((a, b) => a.threshold - b.threshold);
}

/** The amount of a single-amount scale for `input`: the row with the highest threshold ≤ input. */
export function singleAmount(rows: readonly { threshold: number; amount: number }[], input: number): number {
  let amount = 0;
  for (const row of rows) {
    if (row.threshold <= input) amount = row.amount;
  }
  return amount;
}

/** The date the value used on `date` applies from (the latest change among values and brackets). */
export function appliesFromAt(parameter: OpenfiscaParameter, date: string): string | null {
  const dates = [parameter.values, ...parameter.brackets.flatMap((b) => [b.threshold, b.amount])]
    .map((values) => entryAt(values, date)?.date)
    .filter((found): found is string => found !== undefined);
  return dates.length === 0 ? null : (dates.sort().at(-1) ?? null);
}

/**
 * The legal text for the value used on `date`: the newest reference dated on or before `date` that has a
 * link (OpenFisca adds a dated reference when a new text confirms an unchanged value).
 */
export function referenceAt(parameter: OpenfiscaParameter, date: string): LegalReference | null {
  const inForce = parameter.references.filter((reference) => reference.date <= date);
  const linked = inForce.filter((reference) => reference.href);
  const newestDate = (linked.at(-1) ?? inForce.at(-1))?.date;
  if (!newestDate) return null;
  const sameDate = inForce.filter((reference) => reference.date === newestDate);
  return (
    sameDate.find((reference) => reference.title && reference.href) ??
    sameDate.find((r) => r.href) ??
    sameDate[0] ??
    null
  );
}

/** ISO date `months` months after `isoDay` (day clamped to the month's end). */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The date past which a value is « à vérifier »: OpenFisca's last check plus the review period, or — never
 * checked — the date the value applies from plus that period.
 */
export function openfiscaReviewBy(lastCheckedOn: string | null, appliesFrom: string): string {
  return addMonths(lastCheckedOn ?? appliesFrom, OPENFISCA_REVIEW_MONTHS);
}
