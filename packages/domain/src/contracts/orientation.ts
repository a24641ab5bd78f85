import { z } from 'zod';
import { avatarConfigSchema, questionnaireResponseSchema } from './pre-account';

export const QUESTIONNAIRE_TYPES = ['orientation', 'mbti', 'niveau5'] as const;
export const questionnaireTypeSchema = z.enum(QUESTIONNAIRE_TYPES, {
  message: 'Type de questionnaire inconnu.',
});
export type QuestionnaireType = z.infer<typeof questionnaireTypeSchema>;

/** GET /api/questionnaire/questions: the spec's question shape (id, contenu, and choices for quizzes). */
export const questionSchema = z.object({
  id: z.number().int(),
  contenu: z.string(),
  choices: z.array(z.string()).optional(),
});
export type Question = z.infer<typeof questionSchema>;
export const questionsResponseSchema = z.array(questionSchema);
export const questionsQuerySchema = z.object({ type: questionnaireTypeSchema.default('orientation') });

/** GET /api/questionnaire/follow-up: the extra questions that would clarify the caller's profile. */
export const followUpResponseSchema = z.object({
  letters: z.array(z.enum(['R', 'I', 'A', 'S', 'E', 'C'])),
  questions: questionsResponseSchema,
});
export type FollowUpResponse = z.infer<typeof followUpResponseSchema>;

/** POST /api/questionnaire/submit */
export const submitQuestionnaireBodySchema = z.object({
  answers: z
    .array(questionnaireResponseSchema)
    .min(1, 'Envoie au moins une réponse.')
    .max(200, 'Trop de réponses dans un seul envoi.'),
});
export type SubmitQuestionnaireBody = z.infer<typeof submitQuestionnaireBodySchema>;
export const submitQuestionnaireResponseSchema = z.object({
  saved: z.number().int(),
  answered: z.number().int(),
  total: z.number().int(),
  complete: z.boolean(),
});
export type SubmitQuestionnaireResponse = z.infer<typeof submitQuestionnaireResponseSchema>;

/**
 * Every results endpoint answers `{ results, level }`: the stored analysis as written (read it
 * with `readAnalysisResults`, which accepts every spelling) and the caller's current level.
 */
export const analysisResultsResponseSchema = z.object({
  results: z.record(z.string(), z.unknown()),
  level: z.number().int(),
});
export type AnalysisResultsResponse = z.infer<typeof analysisResultsResponseSchema>;

export const myResultsQuerySchema = z.object({
  type: questionnaireTypeSchema.default('orientation'),
  /** Cache-busting timestamp the web app adds (spec section 7); ignored. */
  t: z.string().optional(),
});

export const generateAnalysisBodySchema = z.object({
  userId: z.string({ message: 'userId est requis.' }).min(1, 'userId est requis.'),
});
export const userIdParamsSchema = z.object({ userId: z.string() });

/** POST /api/results/avatar/temp answers the saved avatar. */
export const savedAvatarSchema = z.object({
  avatarConfig: avatarConfigSchema.nullable(),
  avatarUrl: z.string().nullable(),
});
export type SavedAvatar = z.infer<typeof savedAvatarSchema>;
