import { z } from 'zod';
import { ENGLISH_LEVELS, LEVEL5_ANSWER_KEYS } from '../levels/level5-scoring';

const level5AnswerText = z.string().max(5_000);

/** POST /api/questionnaire/niveau5: the eight free-text answers and the level the browser shows. */
export const niveau5RequestSchema = z.object({
  answers: z.partialRecord(z.enum(LEVEL5_ANSWER_KEYS), level5AnswerText),
  englishLevel: z.enum(ENGLISH_LEVELS).optional(),
});
export type Niveau5Request = z.infer<typeof niveau5RequestSchema>;

export const niveau5ResponseSchema = z.object({
  englishLevel: z.enum(ENGLISH_LEVELS),
  score: z.number(),
});
export type Niveau5Response = z.infer<typeof niveau5ResponseSchema>;

/** POST /api/analysis/generate-analysis-by-type: the caller's own id, MBTI only for now. */
export const generateAnalysisByTypeBodySchema = z.object({
  userId: z.string({ message: 'userId est requis.' }).min(1, 'userId est requis.'),
  questionnaireType: z.literal('mbti', { message: 'Seul le type mbti est disponible.' }).default('mbti'),
});
export const generateAnalysisByTypeResponseSchema = z.object({
  analysis: z.record(z.string(), z.unknown()),
});

export const SHARE_IMAGE_SOURCES = ['profile', 'niveau4'] as const;

/** POST /api/analysis/share-image: a PNG data URL (`dataUrl`, or `image` as the spec also says). */
export const shareImageBodySchema = z
  .object({
    dataUrl: z.string().optional(),
    image: z.string().optional(),
    questionnaireType: z.literal('mbti', { message: 'Seul le type mbti est disponible.' }).default('mbti'),
    metadata: z
      .object({
        source: z.enum(SHARE_IMAGE_SOURCES, { message: 'La source doit valoir profile ou niveau4.' }),
        userId: z.string().optional(),
      })
      .optional(),
  })
  .refine((body) => Boolean(body.dataUrl ?? body.image), {
    message: 'L’image est requise (dataUrl).',
    path: ['dataUrl'],
  });
export type ShareImageBody = z.input<typeof shareImageBodySchema>;

export const shareImageResponseSchema = z.object({
  url: z.string(),
  updatedAt: z.string(),
});
export type ShareImageResponse = z.infer<typeof shareImageResponseSchema>;
