/** A class as a teacher names it: its grade (lycée and post-bac classes) and its school year. */
export const CLASSROOM_GRADES = ['seconde', 'premiere', 'terminale', 'cap_bac_pro', 'bts'] as const;
export type ClassroomGrade = (typeof CLASSROOM_GRADES)[number];
export const CLASSROOM_GRADE_LABELS: Record<ClassroomGrade, string> = {
  seconde: 'Seconde',
  premiere: 'Première',
  terminale: 'Terminale',
  cap_bac_pro: 'CAP / bac pro',
  bts: 'BTS',
};

/** « 2026-2027 »: two years that follow each other. */
export function isSchoolYear(text: string): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(text);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/**
 * Join codes are read aloud and copied from a projected screen: no 0/O, 1/I/L, nor U/V (one looks
 * like the other on a projector). 29 signs to the power 8: about 5 × 10¹¹ codes.
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
/** A code lives a month: long enough for a class that meets once a week, short if it leaks. */
export const JOIN_CODE_TTL_DAYS = 30;

/** What a student typed (any case, spaces or dashes): the stored form, or null when it cannot be a code. */
export function normalizeJoinCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const character of code) if (!JOIN_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** ABCD2345 → « ABCD-2345 », the form shown to the class. */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * Where a join code opens the student's join screen, code filled in (the QR code projected in
 * class points here). In the path, not the query: the sign-in detour keeps the path only.
 */
export const JOIN_PATH_PREFIX = '/app/rejoindre';
export function joinPathOf(code: string): string {
  const normalized = normalizeJoinCode(code);
  return `${JOIN_PATH_PREFIX}/${normalized ? formatJoinCode(normalized) : encodeURIComponent(code)}`;
}

/** The school year a date falls in: it starts on 1 September (« 2026-2027 » from then on). */
export function schoolYearOf(date: Date): string {
  const start = date.getMonth() >= 8 ? date.getFullYear() : date.getFullYear() - 1;
  return `${start}-${start + 1}`;
}
