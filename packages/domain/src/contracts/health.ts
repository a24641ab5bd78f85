import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready: the database answers and holds every migration this server knows. */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string(),
});
