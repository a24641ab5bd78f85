import { z } from 'zod';

/** POST /api/analysis/level7/evaluate-job: the job the student wants to decode (title or ROME code). */
export const evaluateJobBodySchema = z.object({
  job: z
    .string({ message: 'Indique un métier' })
    .trim()
    .min(2, 'Indique un métier d’au moins 2 caractères')
    .max(120, 'Le nom du métier ne doit pas dépasser 120 caractères'),
});
export type EvaluateJobBody = z.input<typeof evaluateJobBodySchema>;

const sourceSchema = z.object({ label: z.string(), url: z.string().nullable() });

/** A quiz question as the student sees it: the server keeps the answer and the explanation. */
export const salaryQuizQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.string()),
});

/** The job's pay decoded: ONISEP beginner pay, DARES median, budget sentences and the quiz. */
export const salaryEvaluationSchema = z.object({
  job: z.object({ title: z.string(), romeCode: z.string().nullable() }),
  beginner: z
    .object({
      text: z.string(),
      amountGross: z.number().nullable(),
      fromSmic: z.boolean(),
      source: sourceSchema,
    })
    .nullable(),
  median: z
    .object({
      amountNet: z.number(),
      fap: z.string(),
      libelle: z.string().nullable(),
      periode: z.string(),
      source: sourceSchema.extend({ url: z.string() }),
    })
    .nullable(),
  budget: z.array(z.string()),
  quiz: z.array(salaryQuizQuestionSchema),
});
export type SalaryEvaluationResponse = z.infer<typeof salaryEvaluationSchema>;
