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
  source: z.enum(['rome', 'demo']),
});
export type MetierSheet = z.infer<typeof metierSheetSchema>;
