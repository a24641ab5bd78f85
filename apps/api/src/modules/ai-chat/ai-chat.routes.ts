import { API, FEATURE_GATES, JOB_SHEET_ADVISOR_TYPE } from '@declic/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { consumeAiCall, quotaError } from '../../plugins/ai/quota';
import { HttpError } from '../../plugins/errors';
import { assertLevel } from '../../policies/level';
import { providerAnswer, providerStream } from './advisor.answer';
import { planAdvisorAnswer } from './advisor.service';
import type { AiChatDeps } from './ai-chat-deps';
import { answerJobSheet, JOB_SHEET_ERROR, jobTitleOf } from './job-sheet.service';
import { piecesOf, sendEventStream, wantsEventStream } from './sse';

/** The level 1 job sheet is asked from level 1; the advisor chat opens with the chat (level 15). */
const JOB_SHEET_MIN_LEVEL = 1;

/**
 * POST /api/chat/ai (spec section 7): the level 1 job sheet (always JSON) and the AI advisor
 * (JSON, or server-sent events with `Accept: text/event-stream`).
 */
export const aiChatRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.config.ai;
  // Read at each call: a test may swap the AI provider once the app is built (ai-chat-test-support.ts).
  const deps = (): AiChatDeps => ({ database: app.database, ai: app.ai, log: app.log });
  const providerSet = () => app.ai.kind !== 'offline';
  /** Counts a provider call; the offline engine is free. */
  const consume = (request: FastifyRequest) => consumeAiCall(app.database, request.user.id, limits);

  // Signed-in first (the route's access): a stranger gets 401, not a message about the body.
  const levelForBody = async (request: FastifyRequest) => {
    const { advisorType } = request.body as { advisorType?: string };
    const minLevel = advisorType === JOB_SHEET_ADVISOR_TYPE ? JOB_SHEET_MIN_LEVEL : FEATURE_GATES.chat;
    await assertLevel(app.database, request.user.id, minLevel, app.clock.now());
  };

  registerRoute(
    app,
    API.advisor.ask,
    async (request, reply) => {
      const body = request.body;
      if (body.advisorType === JOB_SHEET_ADVISOR_TYPE) {
        const jobTitle = jobTitleOf(body);
        try {
          // Over quota, the level 1 sheet still comes, from the offline engine.
          const mayUseProvider = providerSet() && (await consume(request)).ok;
          return await answerJobSheet(deps(), {
            userId: request.user.id,
            jobTitle,
            message: body.message,
            mayUseProvider,
          });
        } catch (error) {
          if (error instanceof HttpError) throw error;
          request.log.error({ err: error }, 'Fiche métier impossible');
          throw new HttpError(503, 'fiche_metier_indisponible', JOB_SHEET_ERROR);
        }
      }

      const plan = await planAdvisorAnswer(app.database, request.user.id, body, providerSet());
      if (plan.kind === 'provider') {
        const quota = await consume(request);
        if (!quota.ok) throw quotaError(quota, limits);
      }
      if (wantsEventStream(request)) {
        await sendEventStream(request, reply, (signal) =>
          plan.kind === 'fixed'
            ? { pieces: piecesOf(plan.reply), origin: () => 'offline' }
            : providerStream(deps(), plan.input, signal),
        );
        return reply;
      }
      return plan.kind === 'fixed'
        ? { reply: plan.reply, origin: 'offline' as const }
        : providerAnswer(deps(), plan.input);
    },
    { preHandler: [levelForBody] },
  );
};
