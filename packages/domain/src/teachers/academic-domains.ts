/**
 * The e-mail domains of the French education ministry and its académies. An address on one of
 * them belongs to someone the ministry gave a mailbox, so a teacher account with it opens once the
 * address is confirmed; any other address waits for the staff (`pending_approval`).
 *
 * Listed one by one rather than matched by `ac-*.fr`: anyone may register a domain such as
 * `ac-lycee.fr`, and a pattern would let it through.
 */
const ACADEMIES = [
  'aix-marseille',
  'amiens',
  'besancon',
  'bordeaux',
  'clermont',
  'corse',
  'creteil',
  'dijon',
  'grenoble',
  'lille',
  'limoges',
  'lyon',
  'montpellier',
  'nancy-metz',
  'nantes',
  'nice',
  // Caen and Rouen merged into one académie in 2020.
  'normandie',
  'orleans-tours',
  'paris',
  'poitiers',
  'reims',
  'rennes',
  'strasbourg',
  'toulouse',
  'versailles',
  'guadeloupe',
  'guyane',
  'martinique',
  'mayotte',
  'reunion',
] as const;

/** Overseas vice-rectorats keep their territory's own top-level domain. */
const OVERSEAS_DOMAINS = ['ac-noumea.nc', 'ac-polynesie.pf', 'ac-wf.wf'] as const;

/** The ministry itself (inspectors, PsyEN in central services) and agricultural lycées' staff. */
const MINISTRY_DOMAINS = ['education.gouv.fr', 'educagri.fr'] as const;

export const ACADEMIC_EMAIL_DOMAINS: readonly string[] = [
  ...ACADEMIES.map((academie) => `ac-${academie}.fr`),
  ...OVERSEAS_DOMAINS,
  ...MINISTRY_DOMAINS,
];

const ACADEMIC_SET = new Set(ACADEMIC_EMAIL_DOMAINS);

/** True when the address's domain is exactly one of the list (no sub-domain, no look-alike). */
export function isAcademicEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  return ACADEMIC_SET.has(
    email
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  );
}
