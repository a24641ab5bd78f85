import { addDays } from '../calendar/france-day';
/** What a company may publish on Déclic, and the rules a posting must follow. */
export const COMPANY_OFFER_KINDS = ['stage', 'alternance', 'emploi', 'job-ete', 'rencontre'] as const;
export type CompanyOfferKind = (typeof COMPANY_OFFER_KINDS)[number];

export const COMPANY_OFFER_KIND_LABELS: Record<CompanyOfferKind, string> = {
  stage: 'Stage',
  alternance: 'Alternance',
  emploi: 'Emploi',
  'job-ete': 'Job d’été',
  rencontre: 'Rencontre métier',
};

/** A « rencontre métier »: a professional meets a student, by video or at the workplace. */
export const MEETING_MODES = ['visio', 'sur_place'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];
export const MEETING_MODE_LABELS: Record<MeetingMode, string> = { visio: 'En visio', sur_place: 'Sur place' };
/** Days without news after which the company and the student are reminded of an application. */
export const APPLICATION_REMINDER_DAYS = 7;

/** The levels where a student looks for a professional to meet (schedule_meeting, company_visit). */
export const LEVELS_OFFERING_MEETINGS: readonly number[] = [9, 11];
/** A meeting is a small group at most: the professional must be able to talk with each student. */
export const MEETING_MAX_PLACES = 10;

export interface MeetingFields {
  kind: CompanyOfferKind;
  endsOn: string | null;
  hoursPerWeek: number | null;
  meetingMode: MeetingMode | null;
  meetingTime: string | null;
  places: number | null;
}

/** A meeting has a mode, an hour and places, and nothing of a job; the reverse for the others. */
export function meetingProblem(offer: MeetingFields): { field: keyof MeetingFields; message: string } | null {
  if (offer.kind !== 'rencontre') {
    if (offer.meetingMode || offer.meetingTime || offer.places) {
      return {
        field: 'kind',
        message: 'Le mode, l’heure et les places ne concernent que les rencontres métier.',
      };
    }
    return null;
  }
  if (!offer.meetingMode)
    return { field: 'meetingMode', message: 'Choisissez\u202f: en visio ou sur place.' };
  if (!offer.meetingTime) return { field: 'meetingTime', message: 'Indiquez l’heure de la rencontre.' };
  if (!offer.places) return { field: 'places', message: 'Indiquez le nombre de places.' };
  if (offer.endsOn)
    return { field: 'endsOn', message: 'Une rencontre tient en une journée\u202f: pas de date de fin.' };
  if (offer.hoursPerWeek)
    return { field: 'hoursPerWeek', message: 'Une rencontre n’a pas d’heures par semaine.' };
  return null;
}

/** A posting waits for the staff, is published, refused, or closed by its company. */
export const COMPANY_OFFER_STATUSES = ['en_attente', 'publiee', 'refusee', 'fermee'] as const;
export type CompanyOfferStatus = (typeof COMPANY_OFFER_STATUSES)[number];

export const COMPANY_OFFER_STATUS_LABELS: Record<CompanyOfferStatus, string> = {
  en_attente: 'En attente de validation',
  publiee: 'Publiée',
  refusee: 'Refusée',
  fermee: 'Fermée',
};

/** Code du travail L124-5: an internship lasts six months at most per year of study. */
export const STAGE_MAX_MONTHS = 6;
/** A summer job falls between June and September. */
export const SUMMER_JOB_MONTHS = [6, 7, 8, 9] as const;
/** Publishing further ahead than a year is not a real opportunity for a student today. */
export const OFFER_MAX_DAYS_AHEAD = 365;

/** Kinds with an end date: internships and summer jobs are short by nature. */
export function needsEndDate(kind: CompanyOfferKind): boolean {
  return kind === 'stage' || kind === 'job-ete';
}

function addMonths(isoDate: string, months: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

/** The French message for a posting's dates, or null when they hold. */
export function offerDatesProblem(
  kind: CompanyOfferKind,
  startsOn: string,
  endsOn: string | null,
): string | null {
  if (needsEndDate(kind) && !endsOn)
    return 'Indiquez la date de fin\u202f: un stage ou un job d’été a une durée.';
  if (endsOn && endsOn < startsOn) return 'La date de fin doit venir après la date de début.';
  if (kind === 'stage' && endsOn && endsOn > addMonths(startsOn, STAGE_MAX_MONTHS)) {
    return `Un stage dure ${STAGE_MAX_MONTHS}\u00a0mois au plus par année d’études.`;
  }
  if (kind === 'job-ete') {
    const months = [startsOn, endsOn ?? startsOn].map((date) => Number(date.slice(5, 7)));
    if (months.some((month) => !(SUMMER_JOB_MONTHS as readonly number[]).includes(month))) {
      return 'Un job d’été se passe entre juin et septembre.';
    }
  }
  return null;
}

/** Said on the day of posting: no start in the past, none more than a year away. */
export function offerStartProblem(startsOn: string, today: string): string | null {
  if (startsOn < today) return 'La date de début est déjà passée.';
  if (startsOn > addDays(today, OFFER_MAX_DAYS_AHEAD))
    return 'La date de début est à plus d’un an\u202f: publiez plus tard.';
  return null;
}

/** The id of a published posting in the offers catalogue (the France Travail ids never start so). */
export const DECLIC_OFFER_PREFIX = 'declic-';
/** Postings and reports are numbered by PostgreSQL \`integer\` identities: nothing above this exists. */
export const MAX_SERIAL_ID = 2_147_483_647;
export const declicCatalogueId = (offerId: number) => `${DECLIC_OFFER_PREFIX}${offerId}`;
export function offerIdOfCatalogueId(catalogueId: string): number | null {
  if (!catalogueId.startsWith(DECLIC_OFFER_PREFIX)) return null;
  const id = Number(catalogueId.slice(DECLIC_OFFER_PREFIX.length));
  return Number.isInteger(id) && id > 0 && id <= MAX_SERIAL_ID ? id : null;
}
