import { aiChatRequestSchema, aiChatResponseSchema, JOB_SHEET_ADVISOR_TYPE } from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { requireLevel } from '../../plugins/level-gate';
import { CHAT_MIN_LEVEL } from '../chat/chat.service';
import { answerJobSheet, JOB_SHEET_ERROR, jobTitleOf } from './job-sheet.service';

/** The level 1 job sheet is asked from level 1; the advisor chat opens with the chat (level 15). */
const JOB_SHEET_MIN_LEVEL = 1;

/** POST /api/chat/ai (spec section 7): the level 1 job sheet and the AI advisor. */
export const aiChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const sheetGate = requireLevel(app, JOB_SHEET_MIN_LEVEL);
  const chatGate = requireLevel(app, CHAT_MIN_LEVEL);

  app.post(
    '/ai',
    {
      preHandler: async (request, reply) => {
        const isSheet = request.body.advisorType === JOB_SHEET_ADVISOR_TYPE;
        await (isSheet ? sheetGate : chatGate).call(app, request, reply);
      },
      schema: { body: aiChatRequestSchema, response: { 200: aiChatResponseSchema } },
    },
    async (request) => {
      const body = request.body;
      if (body.advisorType === JOB_SHEET_ADVISOR_TYPE) {
        const jobTitle = jobTitleOf(body);
        try {
          return await answerJobSheet(app, {
            userId: request.user.id,
            jobTitle,
            message: body.message,
            mayUseProvider: true,
          });
        } catch (error) {
          if (error instanceof HttpError) throw error;
          request.log.error({ err: error }, 'Fiche métier impossible');
          throw new HttpError(503, 'fiche_metier_indisponible', JOB_SHEET_ERROR);
        }
      }
      throw new HttpError(501, 'conseiller_en_travaux', 'Le conseiller IA arrive bientôt.');
    },
  );
};
