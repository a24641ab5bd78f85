import { z } from 'zod';
import { OFFRE_IDS } from '../payments/offers';

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
