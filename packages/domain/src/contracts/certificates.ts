import { z } from 'zod';

/** GET /api/certificates/{code}: what a certificate's public page shows, nothing more. */
export const certificateSchema = z.object({
  code: z.string(),
  firstName: z.string(),
  badge: z.string(),
  issuedAt: z.string(),
});

export const certificateParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, 'Ce lien de vérification n’est pas valide.'),
});
