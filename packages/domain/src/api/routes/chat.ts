import {
  chatActionResultSchema,
  chatHideBodySchema,
  chatMessageIdParamsSchema,
  chatMessageSchema,
  chatMessagesResponseSchema,
  chatSocketEventSchema,
  chatSocketHelloSchema,
  reportedChatMessagesSchema,
  sendChatMessageSchema,
} from '../../contracts/chat';
import { FEATURE_GATES } from '../../progression/constants';
import { defineRoute } from '../route';

const access = { audience: 'account', minLevel: FEATURE_GATES.chat } as const;
const tag = 'Chat';

// Moderation is a role, not a level: a staff account hides messages whatever its progression.
const staffAccess = { audience: 'staff' } as const;

function messageAction(action: 'report' | 'hide', summary: string) {
  return defineRoute({
    method: 'POST',
    path: `/chat/messages/:id/${action}`,
    summary,
    tag,
    access: action === 'hide' ? staffAccess : access,
    params: chatMessageIdParamsSchema,
    responses: { 200: chatActionResultSchema },
  });
}

/** /api/chat: the global student chat, open from level 15 (live updates on /api/chat/socket). */
export const chatApi = {
  messages: defineRoute({
    method: 'GET',
    path: '/chat/messages',
    summary: 'Derniers messages du chat',
    tag,
    access,
    responses: { 200: chatMessagesResponseSchema },
  }),
  send: defineRoute({
    method: 'POST',
    path: '/chat/messages',
    summary: 'Envoyer un message',
    tag,
    access,
    body: sendChatMessageSchema,
    responses: { 201: chatMessageSchema },
  }),
  report: messageAction('report', 'Signaler un message'),
  hide: defineRoute({
    ...messageAction('hide', 'Masquer un message pour tout le monde ; son auteur est prévenu (équipe)'),
    body: chatHideBodySchema,
  }),
  reports: defineRoute({
    method: 'GET',
    path: '/chat/reports',
    summary: 'Messages signalés par les élèves, à relire (équipe)',
    tag,
    access: staffAccess,
    responses: { 200: reportedChatMessagesSchema },
  }),
  /**
   * The live chat. A browser cannot put a token in the headers of a WebSocket: the upgrade is
   * open, the first frame carries the access token, and the server checks it and the level then.
   */
  socket: defineRoute({
    method: 'GET',
    path: '/chat/socket',
    summary: 'Le chat en direct (WebSocket) : le jeton dans le premier message, puis les nouveaux messages',
    tag,
    access: { audience: 'public' },
    responses: {},
    stream: { kind: 'websocket', client: chatSocketHelloSchema, events: chatSocketEventSchema },
  }),
};
