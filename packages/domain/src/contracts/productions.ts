import { z } from 'zod';

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
