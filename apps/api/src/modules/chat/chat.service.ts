import { type ChatMessage, type ChatSocketEvent, FEATURE_GATES } from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { isStaff } from '../../policies/staff';
import { maskProfanity } from '../moderation/profanity';
import { hideMessage, insertMessage, type StoredChatMessage } from './chat.repository';

export const CHAT_CHANNEL = 'global_chat';
/** Level at which the Chat entry opens (spec section 9). */
export const CHAT_MIN_LEVEL = FEATURE_GATES.chat;

/** What travels between instances on the channel; `isMine` is added per receiver. */
export type ChatBroadcast = { type: 'message'; message: StoredChatMessage } | { type: 'hidden'; id: number };

export function forViewer(message: StoredChatMessage, viewerId: string): ChatMessage {
  const { userId, ...visible } = message;
  return { ...visible, isMine: userId === viewerId };
}

export function toSocketEvent(broadcast: ChatBroadcast, viewerId: string): ChatSocketEvent {
  return broadcast.type === 'message'
    ? { type: 'message', message: forViewer(broadcast.message, viewerId) }
    : broadcast;
}

export async function sendMessage(
  app: FastifyInstance,
  userId: string,
  content: string,
): Promise<ChatMessage> {
  const stored = await insertMessage(app.database, userId, maskProfanity(content));
  await app.realtime.publish(CHAT_CHANNEL, { type: 'message', message: stored } satisfies ChatBroadcast);
  return forViewer(stored, userId);
}

export async function hideForEveryone(app: FastifyInstance, staffId: string, id: number): Promise<void> {
  if (!(await isStaff(app.database, staffId))) {
    throw new HttpError(403, 'reserve_staff', 'Seule l’équipe Déclic peut masquer un message.');
  }
  if (!(await hideMessage(app.database, id, staffId))) {
    throw new HttpError(404, 'message_introuvable', 'Ce message n’existe pas ou est déjà masqué.');
  }
  await app.realtime.publish(CHAT_CHANNEL, { type: 'hidden', id } satisfies ChatBroadcast);
}
