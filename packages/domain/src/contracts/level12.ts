import { z } from 'zod';

/**
 * GET /api/levels/12/comparaison: which of level 12's eight savoir-être the métiers the student
 * chose in level 6 ask for. No level 6 answer yet: no métiers, and nobody asks for anything.
 */
export const savoirEtreComparisonSchema = z.object({
  /** The métiers chosen in level 6 (ROME code and the name the student saw). */
  metiers: z.array(z.object({ code: z.string(), label: z.string() })),
  /** Level 12's dimensions in their order, each with the names of the chosen métiers asking for it. */
  dimensions: z.array(
    z.object({
      dimension: z.string(),
      label: z.string(),
      askedBy: z.array(z.string()),
    }),
  ),
  /** The other savoir-être those métiers ask for (ROME libellés), not among the eight. */
  others: z.array(z.string()).default([]),
});
export type SavoirEtreComparison = z.infer<typeof savoirEtreComparisonSchema>;
