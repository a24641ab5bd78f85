import { z } from 'zod';
import { CLASS_LICENCE_MAX_CENTS } from '../teachers/class-licence';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'La date s’écrit comme « 2026-09-01 ».' })
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'Cette date n’existe pas.');

/** A price per student and per school year, in cents (EUR), and the day it applies from. */
export const classLicencePriceSchema = z.object({
  amountCents: z.number().int(),
  appliesFrom: z.string(),
});
export type ClassLicencePrice = z.infer<typeof classLicencePriceSchema>;

/** GET /api/admin/class-licence-price: the price in force (null: no offer) and the next one, if dated later. */
export const classLicencePriceStateSchema = z.object({
  current: classLicencePriceSchema.nullable(),
  next: classLicencePriceSchema.nullable(),
});
export type ClassLicencePriceState = z.infer<typeof classLicencePriceStateSchema>;

/** PUT /api/admin/class-licence-price: a new price, from today or a later day. */
export const classLicencePriceBodySchema = z.strictObject({
  amountCents: z
    .number({ message: 'Le prix est un nombre de centimes.' })
    .int({ message: 'Le prix est un nombre entier de centimes.' })
    .min(1, { message: 'Le prix vaut au moins 1 centime.' })
    .max(CLASS_LICENCE_MAX_CENTS, { message: 'Le prix ne dépasse pas 1 000 € par élève.' }),
  appliesFrom: isoDay.optional(),
  reason: z.string().trim().max(300, { message: 'La raison tient en 300 signes.' }).optional(),
});
export type ClassLicencePriceBody = z.input<typeof classLicencePriceBodySchema>;

export const CLASS_LICENCE_STATUSES = [
  'non_proposee',
  'aucune',
  'en_attente',
  'active',
  'annee_terminee',
] as const;
export type ClassLicenceStatus = (typeof CLASS_LICENCE_STATUSES)[number];

/**
 * GET /api/classrooms/:id/licence: where the class's licence stands. `offer` is what paying now
 * costs (null when the staff set no price); `active` the licence paid for the class's school year.
 */
export const classLicenceSchema = z.object({
  status: z.enum(CLASS_LICENCE_STATUSES),
  schoolYear: z.string(),
  /** The last day covered, « 2027-08-31 ». */
  lastDay: z.string(),
  offer: z
    .object({
      unitAmountCents: z.number().int(),
      studentCount: z.number().int(),
      totalCents: z.number().int(),
    })
    .nullable(),
  active: z.object({ coveredStudents: z.number().int(), paidAt: z.string() }).nullable(),
});
export type ClassLicence = z.infer<typeof classLicenceSchema>;

export const classLicenceCheckoutSchema = z.object({ url: z.string() });
