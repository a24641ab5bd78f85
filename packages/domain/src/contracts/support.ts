import { z } from 'zod';

export const BUG_REPORT_LIMITS = {
  title: 120,
  description: 5000,
  location: 2048,
  userAgent: 512,
} as const;

/** POST /api/support/bug (spec section 7): title optional, description required and not blank. */
export const bugReportSchema = z.object({
  title: z
    .string()
    .trim()
    .max(BUG_REPORT_LIMITS.title, `Le titre tient en ${BUG_REPORT_LIMITS.title} caractères.`)
    .optional()
    .default(''),
  description: z
    .string({ message: 'Décris le problème rencontré.' })
    .trim()
    .min(1, 'Décris le problème rencontré.')
    .max(
      BUG_REPORT_LIMITS.description,
      `La description tient en ${BUG_REPORT_LIMITS.description} caractères.`,
    ),
  location: z.string().trim().max(BUG_REPORT_LIMITS.location).optional().default(''),
  userAgent: z.string().trim().max(BUG_REPORT_LIMITS.userAgent).optional().default(''),
  /** Ignored when signed in (the account's address is used); a reply address otherwise. */
  email: z.union([z.email('Adresse e-mail invalide.').max(254), z.literal('')]).optional(),
});
export type BugReportInput = z.input<typeof bugReportSchema>;

export const bugReportReceiptSchema = z.object({
  id: z.uuid(),
  /** Whether the report also left by e-mail to the support address (it is stored either way). */
  mailed: z.boolean(),
});
export type BugReportReceipt = z.infer<typeof bugReportReceiptSchema>;
