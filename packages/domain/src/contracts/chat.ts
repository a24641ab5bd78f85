import { z } from 'zod';

/** Longest global-chat message, in characters (client and server). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** The global chat page loads this many messages (spec section 9). */
export const CHAT_HISTORY_LIMIT = 200;

/** A global-chat message as clients see it: a display name, never the author's e-mail. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  isStaff: z.boolean(),
  isMine: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesResponseSchema = z.object({ messages: z.array(chatMessageSchema) });

export const sendChatMessageSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Ton message est vide.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Ton message dépasse ${CHAT_MESSAGE_MAX_LENGTH} caractères.`),
});

export const chatMessageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** What the chat WebSocket pushes. `isMine` is computed per receiver. */
export const chatSocketEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('hidden'), id: z.number().int() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ChatSocketEvent = z.infer<typeof chatSocketEventSchema>;

/** The first frame a client sends: its access token, and the last id it already has. */
export const chatSocketHelloSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1),
  since: z.number().int().nonnegative().optional(),
});
export type ChatSocketHello = z.infer<typeof chatSocketHelloSchema>;

/** Answer of the report and hide actions on a chat message. */
export const chatActionResultSchema = z.object({ ok: z.literal(true) });

/** POST /chat/messages/{id}/hide: why, told to the author and kept in the journal (optional in the chat itself). */
export const chatHideBodySchema = z
  .strictObject({ reason: z.string().trim().max(300, 'La raison tient en 300 caractères.').optional() })
  .nullish();

/** GET /api/chat/reports: visible messages students reported, most reported first (staff). */
export const reportedChatMessagesSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      authorName: z.string(),
      content: z.string(),
      createdAt: z.string(),
      reports: z.number().int(),
      lastReportedAt: z.string(),
    }),
  ),
});
export type ReportedChatMessages = z.infer<typeof reportedChatMessagesSchema>;
