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
