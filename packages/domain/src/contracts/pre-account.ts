import { z } from 'zod';

/**
 * What a visitor builds before having an account (avatar, questionnaire answers) is kept in
 * the browser under these keys, then sent with the registration.
 */
export const PRE_ACCOUNT_STORAGE = {
  avatar: 'declic.avatar',
  questionnaire: 'declic.questionnaire',
} as const;

/** The five answers of the orientation questionnaire (spec section 3). */
export const ANSWER_VALUES = ['Oui', 'Un peu', 'Je ne sais pas', 'Pas trop', 'Non'] as const;
export const answerValueSchema = z.enum(ANSWER_VALUES, { message: 'Réponse inconnue.' });
export type AnswerValue = z.infer<typeof answerValueSchema>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Couleur attendue au format #RRGGBB.');

export const avatarConfigSchema = z.object({
  seed: z.string().trim().min(1).max(64),
  bg: hexColour,
  skin: hexColour,
  hair: hexColour,
  glasses: z.boolean(),
  radius: z.number().int().min(0, 'Le rayon va de 0 à 50.').max(50, 'Le rayon va de 0 à 50.'),
  url: z.string().max(2048).optional(),
  provider: z.string().max(64).optional(),
});
export type AvatarConfig = z.infer<typeof avatarConfigSchema>;

export const questionnaireResponseSchema = z.object({
  question_id: z.number().int().positive().max(1_000_000),
  answer: answerValueSchema,
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponseSchema>;

/** Shape stored under PRE_ACCOUNT_STORAGE.questionnaire: answers by question id, and where the visitor is. */
export const cachedQuestionnaireSchema = z.object({
  answers: z.record(z.string(), answerValueSchema),
  current: z.number().int().min(0),
});
export type CachedQuestionnaire = z.infer<typeof cachedQuestionnaireSchema>;
