import { API, CHAT_SOCKET_PATH } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { HttpError } from '../../plugins/errors';
import { listMessages, reportMessage } from './chat.repository';
import { forViewer, hideForEveryone, sendMessage } from './chat.service';
import { handleChatSocket } from './chat.socket';

const routes = API.chat;

export const chatRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.messages, async (request) => {
    const messages = await listMessages(app.database);
    return { messages: messages.map((message) => forViewer(message, request.user.id)) };
  });

  registerRoute(app, routes.send, async (request) => sendMessage(app, request.user.id, request.body.content));

  registerRoute(app, routes.report, async (request) => {
    if (!(await reportMessage(app.database, request.params.id, request.user.id))) {
      throw new HttpError(404, 'message_introuvable', 'Ce message n’existe pas ou a été masqué.');
    }
    return { ok: true as const };
  });

  registerRoute(app, routes.hide, async (request) => {
    await hideForEveryone(app, request.user.id, request.params.id);
    return { ok: true as const };
  });

  // Authentication and the level check happen on the first frame (see chat.socket.ts).
  app.get(CHAT_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) =>
    handleChatSocket(app, socket),
  );
};
