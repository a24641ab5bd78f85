import { buildIcs, formatDate, type KeyDate, OWN_DATE_KIND_LABELS, type OwnDate } from '@declic/domain';

/** « 6 février 2027 », or « du 20 janvier 2027 au 11 mars 2027 ». */
export function dayOrRange(start: string, end?: string | null): string {
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);
  return end && end !== start ? `du ${day(start)} au ${day(end)}` : day(start);
}

/** A new own date's id: its kind and a unique tail (the answer schema's form). */
export const newOwnDateId = (kind: string) =>
  `${kind}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 40);

/** The .ics file of the year: shared key dates (with their source) and the student's own. */
export function yearCalendar(keyDates: KeyDate[], own: OwnDate[]): string {
  return buildIcs(
    'Mon année Déclic',
    [
      ...keyDates.map((date) => ({
        uid: `${date.id}@declic`,
        title: date.label,
        start: date.startsOn,
        end: date.endsOn,
        url: date.source.url,
        description: `Source : ${date.source.label}`,
      })),
      ...own.map((date) => ({
        uid: `${date.id}@declic`,
        title: `${OWN_DATE_KIND_LABELS[date.kind]} : ${date.label}`,
        start: date.date,
        location: date.place || null,
      })),
    ],
    new Date(),
  );
}

/** Offers a text as a file to save (the browser's download). */
export function downloadText(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
