import { z } from 'zod';

/** Public, non-secret settings the web app needs at run time (publisher identity, handles). */
export const siteConfigSchema = z.object({
  publisher: z.object({
    name: z.string(),
    legalForm: z.string(),
    address: z.string(),
    siret: z.string(),
    director: z.string(),
    host: z.string(),
    hostAddress: z.string(),
  }),
  supportEmail: z.string(),
  socialHandle: z.string(),
  /** The level-2 founder video (YouTube or a direct file), null when none is configured. */
  level2VideoUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
