import {
  chatMessageIdParamsSchema,
  chatMessageSchema,
  chatMessagesResponseSchema,
  sendChatMessageSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { requireLevel } from '../../plugins/level-gate';
import { listMessages, reportMessage } from './chat.repository';
import { CHAT_MIN_LEVEL, forViewer, hideForEveryone, sendMessage } from './chat.service';
import { handleChatSocket } from './chat.socket';

const okSchema = z.object({ ok: z.literal(true) });

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const gate = requireLevel(app, CHAT_MIN_LEVEL);

  app.get(
    '/messages',
    { onRequest: gate, schema: { response: { 200: chatMessagesResponseSchema } } },
    async (request) => {
      const messages = await listMessages(app.database);
      return { messages: messages.map((message) => forViewer(message, request.user.id)) };
    },
  );

  app.post(
    '/messages',
    { onRequest: gate, schema: { body: sendChatMessageSchema, response: { 201: chatMessageSchema } } },
    async (request, reply) => {
      reply.code(201);
      return sendMessage(app, request.user.id, request.body.content);
    },
  );

  app.post(
    '/messages/:id/report',
    { onRequest: gate, schema: { params: chatMessageIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      if (!(await reportMessage(app.database, request.params.id, request.user.id))) {
        throw new HttpError(404, 'message_introuvable', 'Ce message n’existe pas ou a été masqué.');
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/messages/:id/hide',
    { onRequest: gate, schema: { params: chatMessageIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await hideForEveryone(app, request.user.id, request.params.id);
      return { ok: true as const };
    },
  );

  // Authentication and the level check happen on the first frame (see chat.socket.ts).
  app.get('/socket', { websocket: true }, (socket) => handleChatSocket(app, socket));
};
