import { z } from 'zod';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Une date s’écrit AAAA-MM-JJ.')
  .refine((value) => {
    // Round trip: JavaScript turns 31 February into 3 March instead of refusing it.
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, 'Cette date n’existe pas.');

/**
 * A date of the school year every student shares (a Parcoursup phase…), entered by the staff
 * with its session and its official source; shown « à vérifier » past its review date.
 */
export const keyDateSchema = z.object({
  id: z.string(),
  session: z.string(),
  label: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  source: z.object({ label: z.string(), url: z.string() }),
  reviewBy: z.string().nullable(),
});
export type KeyDate = z.infer<typeof keyDateSchema>;

export const keyDatesResponseSchema = z.object({ keyDates: z.array(keyDateSchema) });
export type KeyDatesResponse = z.infer<typeof keyDatesResponseSchema>;

export const keyDateParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'L’identifiant s’écrit en minuscules, avec des tirets.')
    .max(80, 'L’identifiant tient en 80 caractères.'),
});

/** PUT /api/admin/key-dates/{id}: creates or replaces one date, with the staff's reason. */
export const keyDateBodySchema = z
  .object({
    session: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'La session est une année, par exemple 2027.'),
    label: z.string().trim().min(3, 'Donne un intitulé.').max(160, 'L’intitulé tient en 160 caractères.'),
    startsOn: isoDate,
    endsOn: isoDate.nullable().default(null),
    sourceLabel: z.string().trim().min(3, 'Nomme la source officielle.').max(160),
    sourceUrl: z.string().trim().url('La source doit être une adresse web.').max(400),
    reviewBy: isoDate.nullable().default(null),
    reason: z.string().trim().min(3, 'Dis pourquoi, en quelques mots.').max(300),
  })
  .refine((body) => !body.endsOn || body.endsOn >= body.startsOn, {
    message: 'La fin ne peut pas précéder le début.',
    path: ['endsOn'],
  });
export type KeyDateBody = z.infer<typeof keyDateBodySchema>;

export const keyDateDeleteBodySchema = z.object({
  reason: z.string().trim().min(3, 'Dis pourquoi, en quelques mots.').max(300),
});

/** `isoDate` for the other contracts (a student's own dates). */
export const isoDateSchema = isoDate;

/** GET /api/levels/calendar/ideas: dates the student's journey suggests (level 9, saved formations). */
export const dateIdeasResponseSchema = z.object({
  ideas: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['portes-ouvertes', 'rendez-vous', 'salon', 'autre']),
      label: z.string(),
      date: z.string().nullable(),
      place: z.string(),
    }),
  ),
});
