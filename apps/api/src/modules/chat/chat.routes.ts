import { API } from '@declic/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute, registerSocketRoute } from '../../http/register-route';
import { HttpError } from '../../plugins/errors';
import {
  type ChatDeps,
  hideForEveryone,
  messagesFor,
  reportedMessages,
  reportForModeration,
  sendMessage,
} from './chat.service';
import { handleChatSocket } from './chat.socket';

const routes = API.chat;

/**
 * Five messages per ten seconds is a lively conversation, not a flood. The same limiter as
 * sign-in and bug reports (@fastify/rate-limit): idle keys expire, and a shared store can be
 * plugged in when several instances serve the chat.
 */
const sendRateLimit = (app: FastifyInstance) => ({
  max: 5,
  timeWindow: 10_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `chat:user:${app.rateLimitKeys.personal(request.user.id)}`,
  errorResponseBuilder: () =>
    new HttpError(429, 'trop_de_messages', 'Tu envoies beaucoup de messages. Attends quelques secondes.'),
});

export const chatRoutes: FastifyPluginAsync = async (app) => {
  const deps: ChatDeps = {
    database: app.database,
    realtime: app.realtime,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };

  registerRoute(app, routes.messages, async (request) => ({
    messages: await messagesFor(deps, request.user.id),
  }));

  registerRoute(
    app,
    routes.send,
    async (request) => sendMessage(deps, request.user.id, request.body.content),
    {
      config: { rateLimit: sendRateLimit(app) },
    },
  );

  registerRoute(app, routes.report, async (request) => {
    await reportForModeration(deps, request.params.id, request.user.id);
    return { ok: true as const };
  });

  registerRoute(app, routes.reports, () => reportedMessages(deps));

  registerRoute(app, routes.hide, async (request) => {
    await hideForEveryone(deps, request.user.id, request.params.id, request.body?.reason);
    return { ok: true as const };
  });

  // Authentication and the level check happen on the first frame (see chat.socket.ts).
  registerSocketRoute(app, routes.socket, (socket) => handleChatSocket(app, socket));
};
