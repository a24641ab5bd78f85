import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { nextInterviewQuestion } from './interview/interview-question.service';
import { interviewTargetsFor } from './interview/interview-targets.service';

/** Level 22's mock interview: the caller's own targets, then one question at a time. */
export const interviewRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.levels.interviewTargets, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return interviewTargetsFor(app.database, request.user.id);
  });

  registerRoute(app, API.levels.interviewQuestion, (request) =>
    // The provider is read at each call: a test may swap it once the app is built.
    nextInterviewQuestion(
      { database: app.database, ai: app.ai, aiLimits: app.config.ai, log: app.log },
      request.user.id,
      request.body,
    ),
  );
};
