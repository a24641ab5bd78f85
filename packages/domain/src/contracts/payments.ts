import { z } from 'zod';
import { emailSchema } from '../accounts/profile-fields';
import { OFFRE_IDS } from '../payments/offers';
import { PARENT_REQUEST_STATUSES } from '../payments/parent-request';

export const offreIdSchema = z.enum(OFFRE_IDS, { message: 'L’offre doit être premium ou abonnement.' });

export const offreSchema = z.object({
  id: offreIdSchema,
  mode: z.enum(['payment', 'subscription']),
  amountCents: z.number().int().positive(),
  currency: z.literal('eur'),
  interval: z.enum(['month']).nullable(),
  label: z.string(),
  priceLabel: z.string(),
  description: z.string(),
});

/** GET /api/payments/config: the offers, and whether online payment is open on this server. */
export const paymentsConfigSchema = z.object({
  online: z.boolean(),
  offers: z.array(offreSchema),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export const checkoutBodySchema = z.object({ offer: offreIdSchema });

/** A Stripe page to send the student to (Checkout or the customer portal). */
export const redirectUrlSchema = z.object({ url: z.url() });

export const verifyBodySchema = z.object({
  sessionId: z
    .string()
    .trim()
    .min(1, 'Le numéro de paiement est requis.')
    .max(255, 'Le numéro de paiement est trop long.'),
});

/** en_attente: not paid yet; paye: lifetime bought; actif/impaye/resilie: the subscription. */
export const paymentStatusSchema = z.enum(['en_attente', 'paye', 'rembourse', 'actif', 'impaye', 'resilie']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** POST /api/payments/verify: where the caller's own Checkout session stands. */
export const verifyResponseSchema = z.object({
  offer: offreIdSchema,
  status: paymentStatusSchema,
  isPaid: z.boolean(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true) });

// ——— A parent pays for a minor (packages/domain/src/payments/parent-request.ts) ———

export const parentRequestBodySchema = z.object({
  parentEmail: emailSchema,
});

export const parentRequestStatusSchema = z.enum(PARENT_REQUEST_STATUSES);

/** A request to a parent as the student sees it. */
export const parentRequestViewSchema = z.object({
  parentEmail: z.string(),
  status: parentRequestStatusSchema,
  sentAt: z.string(),
  sends: z.number().int(),
  /** When « Renvoyer » opens again; null when the request may not be sent any more. */
  canResendAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type ParentRequestView = z.infer<typeof parentRequestViewSchema>;

/** GET /api/payments/parent-request: whether the caller needs a parent, and the request's state. */
export const parentRequestStateSchema = z.object({
  needsParent: z.boolean(),
  request: parentRequestViewSchema.nullable(),
});
export type ParentRequestState = z.infer<typeof parentRequestStateSchema>;

/** GET /api/consent: whether the sign-up waits for a parent (under 15), and the request's state. */
export const signupConsentStateSchema = z.object({
  /** True while levels above LEVELS_BEFORE_CONSENT stay closed. */
  awaitingParent: z.boolean(),
  request: parentRequestViewSchema.nullable(),
});
export type SignupConsentState = z.infer<typeof signupConsentStateSchema>;

/** POST /api/consent/resend: the same address again, or another one. */
export const signupConsentResendSchema = z.object({ parentEmail: emailSchema.optional() });

const parentTokenSchema = z
  .string({ message: 'Le lien est incomplet.' })
  .trim()
  .min(20, 'Le lien est incomplet.')
  .max(200, 'Le lien n’est pas valable.');

export const parentTokenBodySchema = z.object({ token: parentTokenSchema });

/** POST /api/parents/offre: what the parent's page shows. */
export const parentOfferSchema = z.object({
  studentFirstName: z.string(),
  status: parentRequestStatusSchema,
  online: z.boolean(),
  offers: z.array(offreSchema),
  consentText: z.string(),
  consentVersion: z.string(),
});
export type ParentOffer = z.infer<typeof parentOfferSchema>;

export const parentCheckoutBodySchema = z.object({
  token: parentTokenSchema,
  offer: offreIdSchema,
  consent: z.literal(true, { message: 'Cochez la case d’accord avant de payer.' }),
});

export const parentVerifyBodySchema = verifyBodySchema.extend({ token: parentTokenSchema });

/** POST /api/parents/verify: the parent's return from Checkout. */
export const parentVerifyResponseSchema = z.object({
  studentFirstName: z.string(),
  status: paymentStatusSchema,
  isPaid: z.boolean(),
});
export type ParentVerifyResponse = z.infer<typeof parentVerifyResponseSchema>;

/** POST /api/parents/accord: the sign-up consent page of a parent. */
export const signupConsentPageSchema = z.object({
  studentFirstName: z.string(),
  status: parentRequestStatusSchema,
  consentText: z.string(),
  consentVersion: z.string(),
});
export type SignupConsentPage = z.infer<typeof signupConsentPageSchema>;

export const signupConsentGiveSchema = z.object({
  token: parentTokenSchema,
  consent: z.literal(true, { message: 'Cochez la case d’accord pour confirmer.' }),
});

/**
 * GET /api/payments/plan: what opens the paid levels for the student, until when, who paid.
 * gratuit: nothing does (a last payment may still be told, ended or refunded); licence: a class
 * licence does, until `until` (the end of its school year).
 */
export const paymentPlanSchema = z.object({
  access: z.enum(['gratuit', 'premium', 'abonnement', 'equipe', 'licence']),
  /** The state of the latest payment, null without any. */
  status: paymentStatusSchema.nullable(),
  /** Subscription: end of the period paid (renewed then when `renews`); licence: its end. */
  until: z.string().nullable(),
  renews: z.boolean(),
  paidBy: z.enum(['eleve', 'parent', 'equipe']).nullable(),
  /** A Stripe customer exists: the portal (invoices, cancelling) can open. */
  canManage: z.boolean(),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;
