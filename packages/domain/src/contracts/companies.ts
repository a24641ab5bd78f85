import { z } from 'zod';
import {
  departementSchema,
  emailSchema,
  newPasswordSchema,
  requiredName,
  requiredText,
} from '../accounts/profile-fields';
import { isoDateSchema } from '../calendar/key-dates';
import {
  COMPANY_OFFER_KINDS,
  COMPANY_OFFER_STATUSES,
  MAX_SERIAL_ID,
  MEETING_MAX_PLACES,
  MEETING_MODES,
  meetingProblem,
  offerDatesProblem,
  offerIdOfCatalogueId,
} from '../companies/offer-rules';
import { compactSiret, isValidSiret } from '../companies/siret';

const siretSchema = z
  .string({ message: 'Le numéro SIRET est requis.' })
  .transform(compactSiret)
  .refine(
    isValidSiret,
    'Ce numéro SIRET n’est pas valide\u202f: 14\u00a0chiffres, tels qu’ils figurent sur l’avis de situation Insee.',
  );

const boundedText = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} est requis.` })
    .trim()
    .min(min, `${label} compte au moins ${min}\u00a0caractères.`)
    .max(max, `${label} ne peut pas dépasser ${max}\u00a0caractères.`);

/** POST /api/companies/register: the organisation, its SIRET, the person to reach and the address. */
export const companyRegisterRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  organisation: boundedText('Le nom de l’organisation', 2, 120),
  siret: siretSchema,
  contactFirstName: requiredName('Le prénom du contact'),
  contactLastName: requiredName('Le nom du contact'),
  sector: boundedText('Le secteur d’activité', 2, 120),
  street: boundedText('L’adresse', 3, 200),
  postalCode: z
    .string({ message: 'Le code postal est requis.' })
    .regex(/^\d{5}$/, 'Le code postal compte 5\u00a0chiffres.'),
  city: requiredText(100, 'La commune'),
  department: departementSchema,
});
export type CompanyRegisterRequest = z.input<typeof companyRegisterRequestSchema>;

export const companySchema = z.object({
  id: z.string(),
  organisation: z.string(),
  siret: z.string(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  sector: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  department: z.string(),
  suspended: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/** POST and PUT /api/company/offers: one posting, checked again by the server against today. */
export const companyOfferBodySchema = z
  .strictObject({
    kind: z.enum(COMPANY_OFFER_KINDS, {
      message: 'Choisissez le type\u202f: stage, alternance, emploi, job d’été ou rencontre métier.',
    }),
    title: boundedText('L’intitulé', 5, 120),
    description: boundedText('La description', 40, 4000),
    city: requiredText(100, 'La commune'),
    department: departementSchema,
    startsOn: isoDateSchema,
    endsOn: isoDateSchema.nullable().default(null),
    hoursPerWeek: z
      .number({ message: 'Le nombre d’heures par semaine est un nombre.' })
      .int('Le nombre d’heures par semaine est un nombre entier.')
      .min(1, 'Au moins 1\u00a0heure par semaine.')
      .max(48, '48\u00a0heures par semaine au plus (durée maximale du travail).')
      .nullable()
      .default(null),
    meetingMode: z
      .enum(MEETING_MODES, { message: 'Choisissez\u202f: en visio ou sur place.' })
      .nullable()
      .default(null),
    meetingTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Une heure s’écrit HH:MM, par exemple 14:30.')
      .nullable()
      .default(null),
    places: z
      .number({ message: 'Le nombre de places est un nombre.' })
      .int('Le nombre de places est un nombre entier.')
      .min(1, 'Au moins une place.')
      .max(
        MEETING_MAX_PLACES,
        `${MEETING_MAX_PLACES}\u00a0places au plus\u202f: chaque élève doit pouvoir vous parler.`,
      )
      .nullable()
      .default(null),
  })
  .superRefine((offer, context) => {
    const meeting = meetingProblem(offer);
    if (meeting) context.addIssue({ code: 'custom', path: [meeting.field], message: meeting.message });
    if (offer.kind === 'rencontre') return;
    const problem = offerDatesProblem(offer.kind, offer.startsOn, offer.endsOn);
    if (problem) context.addIssue({ code: 'custom', path: ['endsOn'], message: problem });
  });
export type CompanyOfferBody = z.input<typeof companyOfferBodySchema>;

export const companyOfferSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMPANY_OFFER_KINDS),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  department: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  hoursPerWeek: z.number().nullable(),
  meetingMode: z.enum(MEETING_MODES).nullable(),
  meetingTime: z.string().nullable(),
  places: z.number().int().nullable(),
  status: z.enum(COMPANY_OFFER_STATUSES),
  /** Why the staff refused it, told to the company. */
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
  /** Anonymous figures: students who kept it in their list, applications received. */
  saves: z.number().int(),
  applications: z.number().int(),
});
export type CompanyOffer = z.infer<typeof companyOfferSchema>;

export const companyOffersResponseSchema = z.object({
  company: companySchema,
  offers: z.array(companyOfferSchema),
});
export type CompanyOffersResponse = z.infer<typeof companyOffersResponseSchema>;

/** A number PostgreSQL numbered (an `integer` identity): beyond its range, the thing does not exist. */
const serialId = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(MAX_SERIAL_ID, message);

export const offerIdParamsSchema = z.object({ id: serialId('Cette offre n’existe pas.') });

/** An offer of the Emplois catalogue that a company posted on Déclic (« declic-42 »). */
export const declicOfferParamsSchema = z.object({
  id: z
    .string()
    .transform(offerIdOfCatalogueId)
    .refine((id) => id !== null, 'On ne postule sur Déclic qu’aux offres «\u202fProposée sur Déclic\u202f».')
    .transform((id) => id as number),
});

export const APPLICATION_STATUSES = ['envoyee', 'acceptee', 'refusee'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  envoyee: 'Envoyée',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
};

/** POST /api/offres/{id}/candidature: what the student chooses to send, nothing more. */
export const applicationBodySchema = z.strictObject({
  message: boundedText('Ton message', 20, 2000),
  /** The CV of level 15, as it is saved today. */
  includeCv: z.boolean().default(false),
  /** One of the student's saved letters. */
  letterId: z.uuid({ message: 'Choisis une de tes lettres.' }).nullable().default(null),
  /** The company only gets the student's e-mail when they tick it. */
  shareEmail: z.boolean().default(false),
});
export type ApplicationBody = z.input<typeof applicationBodySchema>;

export const applicationCvSchema = z.array(z.object({ label: z.string(), text: z.string() }));

/** An application as its company sees it: only what the student sent. */
export const receivedApplicationSchema = z.object({
  id: z.string(),
  offerId: z.number().int(),
  firstName: z.string(),
  message: z.string(),
  cv: applicationCvSchema.nullable(),
  letter: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  companyMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;
export const receivedApplicationsResponseSchema = z.object({
  applications: z.array(receivedApplicationSchema),
});

export const applicationIdParamsSchema = z.object({
  id: z.uuid({ message: 'Cette candidature n’existe pas.' }),
});

/** PATCH /api/company/applications/{id}: the company's answer. */
export const applicationAnswerBodySchema = z
  .strictObject({
    status: z.enum(APPLICATION_STATUSES, { message: 'Réponds par acceptée, refusée ou envoyée.' }),
    message: z.string().trim().max(2000, 'Le message ne peut pas dépasser 2000\u00a0caractères.').default(''),
  })
  .refine((answer) => answer.status !== 'envoyee' || answer.message.length > 0, {
    path: ['message'],
    message: 'Écris un message, ou accepte ou refuse la candidature.',
  });

/** A student's own application, in « Mes candidatures ». */
export const myApplicationSchema = z.object({
  id: z.string(),
  offer: z.object({
    id: z.string(),
    title: z.string(),
    company: z.string(),
    city: z.string(),
    kind: z.enum(COMPANY_OFFER_KINDS),
    open: z.boolean(),
    startsOn: z.string(),
    /** A meeting's hour (HH:MM). */
    meetingTime: z.string().nullable(),
  }),
  status: z.enum(APPLICATION_STATUSES),
  companyMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationsResponseSchema = z.object({ applications: z.array(myApplicationSchema) });

/** A « rencontre métier » as students find it: near them first, video ones from anywhere. */
export const meetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  company: z.string(),
  sector: z.string(),
  city: z.string(),
  department: z.string(),
  mode: z.enum(MEETING_MODES),
  day: z.string(),
  time: z.string(),
  placesLeft: z.number().int(),
  /** Where the caller's own request stands; null when they have not asked. */
  myStatus: z.enum(APPLICATION_STATUSES).nullable(),
});
export type Meeting = z.infer<typeof meetingSchema>;
export const meetingsResponseSchema = z.object({ meetings: z.array(meetingSchema) });

/** The staff's queue: postings waiting, with who posted them. */
export const pendingOfferSchema = companyOfferSchema.extend({
  company: z.object({ id: z.string(), organisation: z.string(), siret: z.string(), sector: z.string() }),
});
export const pendingOffersResponseSchema = z.object({ offers: z.array(pendingOfferSchema) });
export type PendingOffer = z.infer<typeof pendingOfferSchema>;

const staffReasonSchema = boundedText('La raison', 3, 300);

export const offerDecisionBodySchema = z
  .strictObject({
    decision: z.enum(['approve', 'refuse'], { message: 'La décision vaut approve ou refuse.' }),
    reason: z.string().trim().max(300).default(''),
  })
  .refine((body) => body.decision === 'approve' || body.reason.length >= 3, {
    path: ['reason'],
    message: 'Dis à l’entreprise pourquoi l’offre est refusée.',
  });

export const companyIdParamsSchema = z.object({ id: z.uuid({ message: 'Cette entreprise n’existe pas.' }) });
export const companySuspensionBodySchema = z.strictObject({
  suspended: z.boolean(),
  reason: staffReasonSchema,
});

/** POST /api/offres/{id}/signalement: a student tells the staff something is wrong with a company. */
export const companyReportBodySchema = z.strictObject({
  reason: boundedText('Ce qui ne va pas', 10, 1000),
});

/** A report as the staff read it: the company, the posting it came from, what the student wrote. */
export const companyReportSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.string(), organisation: z.string(), siret: z.string(), suspended: z.boolean() }),
  offerTitle: z.string(),
  reason: z.string(),
  reportedAt: z.string(),
});
export type CompanyReport = z.infer<typeof companyReportSchema>;
export const companyReportsResponseSchema = z.object({ reports: z.array(companyReportSchema) });
export const reportIdParamsSchema = z.object({ id: serialId('Ce signalement n’existe pas.') });
export const closeReportBodySchema = z.strictObject({ reason: staffReasonSchema });
