import { z } from 'zod';
import { MAX_LEVEL } from '../progression/constants';

export const levelParamsSchema = z.object({
  level: z.coerce
    .number({ message: 'Le niveau doit être un nombre.' })
    .int('Le niveau doit être un nombre entier.')
    .min(1, `Le niveau va de 1 à ${MAX_LEVEL}.`)
    .max(MAX_LEVEL, `Le niveau va de 1 à ${MAX_LEVEL}.`),
});

export const levelStepParamsSchema = levelParamsSchema.extend({
  stepId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Cette étape n’existe pas.')
    .max(60, 'Cette étape n’existe pas.'),
});

/** PUT /api/levels/{level}/steps/{stepId}: the answer, whose shape depends on the step's kind. */
export const saveStepBodySchema = z.object({
  answer: z.record(z.string(), z.unknown(), { message: 'La réponse doit être un objet.' }),
});

export const stepProblemSchema = z.object({ field: z.string().optional(), message: z.string() });

/** The server's verdict on one answer (see checkStep in packages/domain). */
export const stepCheckSchema = z.object({
  passed: z.boolean(),
  problems: z.array(stepProblemSchema),
  result: z.record(z.string(), z.unknown()).optional(),
});
export type StepCheckResponse = z.infer<typeof stepCheckSchema>;

export const storedStepSchema = stepCheckSchema.extend({
  stepId: z.string(),
  answer: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type StoredStep = z.infer<typeof storedStepSchema>;

export const levelStepsResponseSchema = z.object({
  level: z.number().int(),
  steps: z.array(storedStepSchema),
});
export type LevelStepsResponse = z.infer<typeof levelStepsResponseSchema>;
