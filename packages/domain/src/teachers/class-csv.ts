import type { DashboardStudent } from './class-dashboard';

/** The class council's table: exactly the roster's columns, nothing a student did not show. */
export const CLASS_CSV_HEADERS = ['Élève', 'Niveau', 'XP', 'Dernière activité', 'Questionnaire fait'];

// Excel reads a file with a BOM as UTF-8 (accents intact) and `;` as the French list separator.
const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * A cell as a spreadsheet must not run it: text starting with = + - @ (or a tab / return) is a
 * formula to Excel, so it gets a leading apostrophe; quotes and separators are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(new Date(iso));

/** The whole file, BOM and CRLF line ends included (what Excel expects). */
export function classCsv(students: readonly DashboardStudent[]): string {
  const rows = students.map((student) => [
    student.name,
    String(student.level),
    String(student.xp),
    frenchDate(student.lastActiveAt),
    student.questionnaireDone ? 'oui' : 'non',
  ]);
  return `${BOM}${[CLASS_CSV_HEADERS, ...rows].map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** « Première 2 » → « premiere-2 »: a file name any system keeps. */
export function classSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'classe';
}
