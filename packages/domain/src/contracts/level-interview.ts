import { z } from 'zod';
import { INTERVIEW_ANSWER_MAX, INTERVIEW_QUESTION_MAX } from '../levels/interview/interview-check';
import { INTERVIEW_LENGTH } from '../levels/interview/interview-questions';

const targetKindSchema = z.enum(['metier', 'offre', 'formation'], {
  message: 'Choisis un métier, une offre ou une formation de ton parcours.',
});

/** One of the student's targets, from their levels 6, 16, 18 and 19 (GET /levels/interview/targets). */
export const interviewTargetSchema = z.object({
  kind: targetKindSchema,
  code: z.string(),
  label: z.string(),
  family: z.string(),
  familyLabel: z.string(),
  /** Where the target comes from: « Ton projet motivé », « Tes vœux »… */
  source: z.string(),
});
export type InterviewTargetItem = z.infer<typeof interviewTargetSchema>;

export const interviewTargetsResponseSchema = z.object({ targets: z.array(interviewTargetSchema) });
export type InterviewTargetsResponse = z.infer<typeof interviewTargetsResponseSchema>;

/** POST /levels/interview/question: the interview so far; the answer is the next question. */
export const interviewQuestionBodySchema = z.object({
  target: z.object({ kind: targetKindSchema, code: z.string().trim().min(1).max(40) }),
  turns: z
    .array(
      z.object({
        question: z.string().max(INTERVIEW_QUESTION_MAX),
        answer: z
          .string()
          .max(INTERVIEW_ANSWER_MAX, `Une réponse tient en ${INTERVIEW_ANSWER_MAX} caractères au plus.`),
      }),
    )
    .max(INTERVIEW_LENGTH - 1, 'L’entretien est fini : il n’y a plus de question.'),
});
export type InterviewQuestionBody = z.infer<typeof interviewQuestionBodySchema>;

export const interviewQuestionResponseSchema = z.object({
  index: z.number().int(),
  total: z.number().int(),
  question: z.object({
    id: z.string(),
    kind: z.enum(['ouverture', 'motivation', 'terrain', 'situation', 'cloture']),
    text: z.string(),
    hint: z.string(),
  }),
  origin: z.enum(['ia', 'banque']),
});
export type InterviewQuestionResponse = z.infer<typeof interviewQuestionResponseSchema>;
