import { z } from 'zod';
import { MAX_LEVEL } from '../progression/constants';
import { MAX_PERKS } from '../progression/rules';

const levelField = z
  .number()
  .int('Le niveau est un nombre entier.')
  .min(1, `Le niveau va de 1 à ${MAX_LEVEL}.`)
  .max(MAX_LEVEL, `Le niveau va de 1 à ${MAX_LEVEL}.`);

// Large values are accepted so the rules can cap them (a reward of 10 000 becomes the mission's
// reward); the bound only keeps the numbers sane.
const xpField = z
  .number()
  .int('L’XP est un nombre entier.')
  .min(0, 'L’XP ne peut pas être négative.')
  .max(1_000_000);

export const progressionParamsSchema = z.object({
  userId: z.uuid('Identifiant d’utilisateur invalide.'),
});

/** GET /api/progression/{userId}: the spec's fields, plus the paid status the screens need. */
export const progressionSchema = z.object({
  level: levelField,
  xp: z.number().int().min(0),
  quests: z.array(z.string()),
  perks: z.array(z.string()),
  isPaid: z.boolean(),
});
export type ProgressionResponse = z.infer<typeof progressionSchema>;

/** POST /api/progression/{userId}: the spec's raw update, applied within the rules. */
export const progressionUpdateSchema = z.object({
  level: levelField,
  xp: xpField,
  quests: z.array(z.string().max(64)).max(60).default([]),
  perks: z.array(z.string().max(40)).max(MAX_PERKS).default([]),
});
export type ProgressionUpdate = z.infer<typeof progressionUpdateSchema>;

/**
 * POST /api/progression/{userId}/complete: a level screen reports that its mission is done.
 * The spec's "minimum level" is implied: after level N the student is at least at level N + 1.
 */
export const levelCompletionSchema = z.object({
  level: levelField,
  xpReward: xpField,
});
export type LevelCompletion = z.infer<typeof levelCompletionSchema>;

export const levelCompletionResultSchema = z.object({
  progression: progressionSchema,
  /** niveau_suivant: one level up; deja_fait: mission already done, nothing changes;
   * palier_payant: mission kept, the next level needs a paid status. */
  outcome: z.enum(['niveau_suivant', 'deja_fait', 'palier_payant']),
});
export type LevelCompletionResult = z.infer<typeof levelCompletionResultSchema>;
