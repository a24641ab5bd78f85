import { z } from 'zod';

/** The AI advisor keeps this many previous messages as context (spec section 9). */
export const AI_CHAT_HISTORY_LIMIT = 10;
/** Longest question a student may send to the advisor, in characters. */
export const AI_CHAT_MESSAGE_MAX_LENGTH = 2_000;
/** advisorType of the level 1 job sheet request (spec section 7). */
export const JOB_SHEET_ADVISOR_TYPE = 'fiche-metier';
/** advisorType of the general advisor (spec section 7). */
export const GENERAL_ADVISOR_TYPE = 'conseiller-ia';

export const aiChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(AI_CHAT_MESSAGE_MAX_LENGTH),
});
export type AiChatTurn = z.infer<typeof aiChatTurnSchema>;

/**
 * POST /api/chat/ai (spec section 7). With `Accept: text/event-stream` the reply streams as
 * server-sent events (`aiChatStreamEventSchema`); otherwise the answer is `aiChatResponseSchema`.
 */
export const aiChatRequestSchema = z.object({
  mode: z.enum(['persona', 'advisor']),
  persona: z.string().max(200).nullish(),
  message: z
    .string()
    .trim()
    .min(1, 'Ta question est vide.')
    .max(AI_CHAT_MESSAGE_MAX_LENGTH, `Ta question dépasse ${AI_CHAT_MESSAGE_MAX_LENGTH} caractères.`),
  history: z.array(aiChatTurnSchema).max(50).default([]),
  jobTitles: z.array(z.string().max(200)).max(20).default([]),
  advisorType: z.string().max(200).nullish(),
  /** Level 1 only: the job the sheet is about (the free-text message carries the spec's prompt). */
  jobTitle: z.string().trim().max(200).nullish(),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/** Level 1 job sheet: the structured form of the reply, so the screen can lay it out. */
export const jobSheetSchema = z.object({
  /** The job as asked (recommended title or the student's dream job). */
  jobTitle: z.string(),
  /** The ROME fiche it was matched to, when one was found. */
  romeCode: z.string().nullable(),
  /** Official title of the matched fiche, or the asked title. */
  title: z.string(),
  /** 150 to 200 words, informal French, no markdown. */
  description: z.string(),
  skills: z.array(z.string()),
  salary: z.object({
    beginner: z.string().nullable(),
    median: z.string().nullable(),
    /** Where the figures come from, shown under them (e.g. 'ONISEP, salaire du débutant'). */
    sources: z.array(z.string()),
  }),
  /** 3 to 5 schools or training paths. */
  schools: z.array(z.object({ name: z.string(), place: z.string().nullable(), url: z.string().nullable() })),
  origin: z.enum(['offline', 'ai']),
});
export type JobSheet = z.infer<typeof jobSheetSchema>;

export const aiChatResponseSchema = z.object({
  reply: z.string(),
  error: z.string().optional(),
  /** Present only for advisorType 'fiche-metier'. */
  sheet: jobSheetSchema.optional(),
  /** 'offline' when the offline assistant answered. */
  origin: z.enum(['offline', 'ai']).optional(),
});
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;

/** One server-sent event of a streamed reply: `data: <json>\n\n`. */
export const aiChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), reply: z.string(), origin: z.enum(['offline', 'ai']) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AiChatStreamEvent = z.infer<typeof aiChatStreamEventSchema>;
