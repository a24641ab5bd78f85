import { z } from 'zod';
import { isoDateSchema } from '../calendar/key-dates';
import { FIGURE_IDS, FIGURE_UNITS } from '../facts/work-figures';

/** A figure as the screens show it: value, date in force, source, and whether to check it. */
export const datedFigureSchema = z.object({
  id: z.enum(FIGURE_IDS as [string, ...string[]]),
  label: z.string(),
  unit: z.enum(FIGURE_UNITS),
  value: z.unknown(),
  appliesFrom: z.string(),
  reviewBy: z.string(),
  source: z.object({ label: z.string(), url: z.string() }),
  /** Past its review date: shown « à vérifier ». */
  toReview: z.boolean(),
  /** True when the staff changed the value since the code's. */
  edited: z.boolean(),
});
export type DatedFigure = z.infer<typeof datedFigureSchema>;

export const figuresResponseSchema = z.object({ figures: z.array(datedFigureSchema) });
export type FiguresResponse = z.infer<typeof figuresResponseSchema>;

export const figureParamsSchema = z.object({
  id: z.enum(FIGURE_IDS as [string, ...string[]], { message: 'Ce chiffre n’existe pas.' }),
});

/** PUT /api/admin/figures/{id}: a new value with its date, source and the staff's reason. */
export const figureBodySchema = z
  .object({
    value: z.unknown(),
    appliesFrom: isoDateSchema,
    reviewBy: isoDateSchema,
    sourceLabel: z.string().trim().min(3, 'Nomme la source officielle.').max(160),
    sourceUrl: z.string().trim().url('La source doit être une adresse web.').max(400),
    reason: z.string().trim().min(3, 'Dis pourquoi, en quelques mots.').max(300),
  })
  .refine((body) => body.reviewBy > body.appliesFrom, {
    message: 'La date de vérification doit suivre la date d’entrée en vigueur.',
    path: ['reviewBy'],
  });
export type FigureBody = z.infer<typeof figureBodySchema>;

/** One past version of a figure, newest first. */
export const figureHistoryResponseSchema = z.object({
  history: z.array(
    z.object({
      value: z.unknown(),
      appliesFrom: z.string(),
      reviewBy: z.string(),
      source: z.object({ label: z.string(), url: z.string() }),
      reason: z.string(),
      changedAt: z.string(),
      changedBy: z.string().nullable(),
    }),
  ),
});
export type FigureHistoryResponse = z.infer<typeof figureHistoryResponseSchema>;
