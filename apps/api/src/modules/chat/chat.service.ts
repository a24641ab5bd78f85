import {
  type ChatMessage,
  type ChatSocketEvent,
  FEATURE_GATES,
  type ReportedChatMessages,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import type { Mailer } from '../../plugins/mail';
import type { Realtime } from '../../plugins/realtime';
import { isStaff } from '../../policies/staff';
import { maskProfanity } from '../moderation';
import {
  hideMessage,
  insertMessage,
  listMessages,
  listReportedMessages,
  messageAuthor,
  reportMessage,
  type StoredChatMessage,
} from './chat.repository';
import { messageHiddenMail } from './chat-mails';

export const CHAT_CHANNEL = 'global_chat';
/** Level at which the Chat entry opens (spec section 9). */
export const CHAT_MIN_LEVEL = FEATURE_GATES.chat;

/** What travels between instances on the channel; `isMine` is added per receiver. */
/** What the chat's use cases need: the messages, and the channel that carries them to every instance. */
export interface ChatDeps {
  database: DatabaseHandle;
  realtime: Realtime;
  /** Tells an author their message was hidden. */
  mailer: Mailer;
  publicUrl: string;
}

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

/** The recent messages as this viewer sees them (their own marked). */
export async function messagesFor(deps: ChatDeps, viewerId: string): Promise<ChatMessage[]> {
  return (await listMessages(deps.database)).map((message) => forViewer(message, viewerId));
}

/** A student flags a message for the staff; 404 when it is gone or hidden. */
export async function reportForModeration(deps: ChatDeps, id: number, reporterId: string): Promise<void> {
  if (!(await reportMessage(deps.database, id, reporterId))) {
    throw new HttpError(404, 'message_introuvable', 'Ce message n’existe pas ou a été masqué.');
  }
}

export async function sendMessage(deps: ChatDeps, userId: string, content: string): Promise<ChatMessage> {
  const stored = await insertMessage(deps.database, userId, maskProfanity(content));
  await deps.realtime.publish(CHAT_CHANNEL, { type: 'message', message: stored } satisfies ChatBroadcast);
  return forViewer(stored, userId);
}

/** Hidden live for everyone, written to the journal with its reason, and the author told by e-mail. */
export async function hideForEveryone(
  deps: ChatDeps,
  staffId: string,
  id: number,
  reason?: string,
): Promise<void> {
  if (!(await isStaff(deps.database, staffId))) {
    throw new HttpError(403, 'reserve_staff', 'Seule l’équipe Déclic peut masquer un message.');
  }
  if (!(await hideMessage(deps.database, id, staffId))) {
    throw new HttpError(404, 'message_introuvable', 'Ce message n’existe pas ou est déjà masqué.');
  }
  const author = await messageAuthor(deps.database, id);
  await recordStaffAction(
    deps.database,
    { staffId, via: 'api', reason },
    'masquer_message',
    author?.userId ?? null,
    {
      messageId: id,
    },
  );
  await deps.realtime.publish(CHAT_CHANNEL, { type: 'hidden', id } satisfies ChatBroadcast);
  if (author) {
    deps.mailer.sendInBackground({
      to: author.email,
      ...messageHiddenMail(author.content, reason || undefined, `${deps.publicUrl}/app/chat`),
    });
  }
}

/** The staff's queue of reported messages still visible (the route is staff-only). */
export async function reportedMessages(deps: ChatDeps): Promise<ReportedChatMessages> {
  return { messages: await listReportedMessages(deps.database) };
}
