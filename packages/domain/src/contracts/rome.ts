import { z } from 'zod';

export const metierSheetParamsSchema = z.object({ romeCode: z.string().max(16) });

/** GET /api/rome/metiers/{romeCode}: one métier of the catalogue (ROME 4.0, or the demo seed). */
export const metierSheetSchema = z.object({
  romeCode: z.string(),
  title: z.string(),
  riasecMajeur: z.string(),
  riasecMineur: z.string().nullable(),
  definition: z.string(),
  accesMetier: z.string(),
  keySkills: z.array(z.string()),
  appellations: z.array(z.string()),
  /** Work contexts (hours, places, conditions, status…), grouped by their ROME heading `type`. */
  contexts: z.array(z.object({ libelle: z.string(), type: z.string() })).default([]),
  /** The savoir-être the fiche asks for (ROME libellés). */
  savoirEtre: z.array(z.string()).default([]),
  source: z.enum(['rome', 'demo']),
});
export type MetierSheet = z.infer<typeof metierSheetSchema>;

/** GET /api/rome/metiers?q=: métiers whose title or an appellation resembles the words typed. */
export const metierSearchQuerySchema = z.object({
  q: z
    .string({ message: 'Tape le nom d’un métier.' })
    .trim()
    .min(2, 'Tape au moins 2 lettres.')
    .max(80, 'Le texte cherché tient en 80 caractères.'),
});

export const metierSearchResponseSchema = z.object({
  metiers: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type MetierSearchResponse = z.infer<typeof metierSearchResponseSchema>;
