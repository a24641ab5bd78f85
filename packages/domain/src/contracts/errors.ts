import { z } from 'zod';

/** Every API error answers this shape: a stable code and a French message. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
