import { z } from 'zod';

/** GET /api/privacy/export: everything held about the caller, table by table. */
export const dataExportSchema = z.object({
  exported_at: z.string(),
  notice: z.string(),
  account: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

/** POST /api/privacy/delete-account: the password confirms it is really the owner. */
export const deleteAccountRequestSchema = z.strictObject({
  password: z
    .string({ message: 'Le mot de passe est requis.' })
    .min(1, 'Le mot de passe est requis.')
    .max(1024),
});
