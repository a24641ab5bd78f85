import { z } from 'zod';
import type { OrientationAnalysis } from '../analysis/build-analysis';
import { OFFICIAL_SITES } from '../analysis/official-links';
import { RIASEC_LETTERS } from '../riasec/letters';
import { answerValueSchema } from './pre-account';

const letter = z.enum(RIASEC_LETTERS);

const officialLinksSchema = z.array(
  z.strictObject({ site: z.enum(OFFICIAL_SITES), url: z.url({ protocol: /^https$/ }) }),
);

const jobRecommendationSchema = z.strictObject({
  title: z.string().min(1),
  skills: z.array(z.string()),
  romeCode: z.string().min(1),
  riasecMajeur: letter,
  riasecMineur: letter.nullable(),
  explanation: z.string(),
  matchedAnswers: z.array(
    z.strictObject({ questionId: z.number().int(), question: z.string(), answer: answerValueSchema }),
  ),
  match: z.number().int().min(0).max(100),
  opening: z.boolean(),
  links: officialLinksSchema,
});

const confidenceSchema = z.strictObject({
  certainty: z.enum(['nette', 'moyenne', 'a_confirmer']),
  margin: z.number(),
  firmShare: z.number().min(0).max(1),
  hesitantLetters: z.array(letter),
  tiedLetters: z.array(letter),
  notes: z.array(z.string()),
});

/**
 * What the orientation engine writes, exactly (engine version 3). The API checks every new
 * analysis against it before storing; the lenient reader stays for older, looser records.
 */
export const orientationAnalysisSchema = z.strictObject({
  personalityType: z.string().regex(/^[RIASEC]{3}$/),
  personalityAnalysis: z.string().min(1),
  skillsAssessment: z.string().min(1),
  riasec: z.strictObject({
    code: z.string().regex(/^[RIASEC]{3}$/),
    letters: z
      .array(
        z.strictObject({
          letter,
          label: z.string(),
          percent: z.number().int().min(0).max(100).nullable(),
          answered: z.number().int().min(0),
          firm: z.number().int().min(0),
        }),
      )
      .length(RIASEC_LETTERS.length),
    confidence: confidenceSchema,
  }),
  jobRecommendations: z.array(jobRecommendationSchema),
  studyRecommendations: z.array(
    z.strictObject({
      type: z.string(),
      degree: z.string(),
      level: z.string(),
      forJobs: z.array(z.string()),
      source: z.enum(['ROME', 'ONISEP']),
      links: officialLinksSchema,
    }),
  ),
  engine: z.strictObject({
    name: z.literal('declic-riasec'),
    version: z.number().int(),
    catalogue: z.enum(['rome', 'demo']),
    aiRewritten: z.boolean(),
  }),
}) satisfies z.ZodType<OrientationAnalysis>;
