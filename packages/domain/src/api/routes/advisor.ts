import { aiChatRequestSchema, aiChatResponseSchema, aiChatStreamEventSchema } from '../../contracts/ai-chat';
import { defineRoute } from '../route';

export const advisorApi = {
  /**
   * The level 1 job sheet (from level 1, always JSON) and the AI advisor (from level 15; JSON,
   * or server-sent events with `Accept: text/event-stream`). The level depends on the body.
   */
  ask: defineRoute({
    method: 'POST',
    path: '/chat/ai',
    summary: 'Fiche métier du niveau 1, ou question au conseiller IA',
    tag: 'Conseiller IA',
    access: { audience: 'account' },
    body: aiChatRequestSchema,
    responses: { 200: aiChatResponseSchema },
    stream: { kind: 'sse', events: aiChatStreamEventSchema },
  }),
};
