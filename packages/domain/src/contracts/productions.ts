import { z } from 'zod';
import { FOCUS_THEME_IDS } from '../levels/focus/focus-themes';
import { POLISH_DOCUMENT_IDS, POLISH_SOURCE_KEYS } from '../levels/polish/polish-ids';
import { PORTFOLIO_SECTION_IDS } from '../levels/portfolio/portfolio-ids';

/** One line of a production: « Tes trois métiers » and what the student chose. */
export const productionItemSchema = z.object({
  label: z.string(),
  text: z.string(),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

/** What a level of the journey produced (level 6 on), built from its passed steps. */
export const productionSchema = z.object({
  level: z.number().int(),
  /** The level's mission title. */
  title: z.string(),
  /** Several items may share a label: they form one list (the questions of level 10). */
  items: z.array(productionItemSchema),
  /** A few words for the journey map: « 3 métiers », « CV prêt ». */
  summary: z.string(),
  /** Where to find it again: the level's page. */
  link: z.object({ to: z.string(), label: z.string() }),
});
export type Production = z.infer<typeof productionSchema>;

/** Something to do later because of a production (level 9: follow up the meeting request). */
export const productionReminderSchema = z.object({
  level: z.number().int(),
  message: z.string(),
  /** ISO date and time from which the reminder is due. */
  due: z.string(),
  /** Tells apart two reminders of one level due the same day (level 20's dates). */
  key: z.string().optional(),
});
export type ProductionReminder = z.infer<typeof productionReminderSchema>;

/** GET /api/levels/productions: the caller's own productions and reminders. */
export const productionsResponseSchema = z.object({
  productions: z.array(productionSchema),
  reminders: z.array(productionReminderSchema),
});
export type ProductionsResponse = z.infer<typeof productionsResponseSchema>;

/** GET /api/levels/portfolio: everything the student produced, in full (level 24). */
export const portfolioResponseSchema = z.object({
  firstName: z.string(),
  sections: z.array(
    z.object({
      id: z.enum(PORTFOLIO_SECTION_IDS),
      title: z.string(),
      level: z.number().int().nullable(),
      blocks: z.array(z.object({ label: z.string().optional(), text: z.string() })),
    }),
  ),
});
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;

/** GET /api/levels/coherence: the cross-check of the student's documents (level 25). */
export const coherenceResponseSchema = z.object({
  findings: z.array(z.object({ id: z.string(), ok: z.boolean(), title: z.string(), detail: z.string() })),
});
export type CoherenceResponse = z.infer<typeof coherenceResponseSchema>;

/** GET /api/levels/polish: the student's saved documents, text by text (level 26). */
export const polishResponseSchema = z.object({
  documents: z.array(
    z.object({
      id: z.enum(POLISH_DOCUMENT_IDS),
      title: z.string(),
      source: z.object({
        level: z.number().int(),
        stepId: z.string(),
        key: z.enum(POLISH_SOURCE_KEYS),
      }),
      fields: z.array(z.object({ id: z.string(), label: z.string(), text: z.string() })),
    }),
  ),
});
export type PolishResponse = z.infer<typeof polishResponseSchema>;

/** GET /api/levels/timeline: the student's journey in Déclic, oldest first (level 28). */
export const timelineResponseSchema = z.object({
  events: z.array(
    z.object({ date: z.string(), level: z.number().int().nullable(), title: z.string(), detail: z.string() }),
  ),
});

/** GET /api/levels/focus: the themes chosen at level 30 and the next levels in that order. */
export const focusResponseSchema = z.object({
  focus: z.array(z.enum(FOCUS_THEME_IDS)),
  suggestions: z.array(
    z.object({ level: z.number().int(), title: z.string(), theme: z.string().nullable() }),
  ),
});
