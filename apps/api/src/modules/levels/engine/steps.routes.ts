import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../../http/register-route';
import { coherenceFor } from '../coherence/coherence.service';
import { focusFor } from '../focus/focus.service';
import { salaryQuizFor } from '../level7.service';
import { documentsToPolish } from '../polish/polish.service';
import { readPortfolio } from '../portfolio/portfolio.service';
import { timelineFor } from '../story/timeline.service';
import { budgetPrefillFor } from '../student-life/budget-prefill.service';
import { readProductions } from './productions.service';
import { readSteps, type StepsDeps, saveStep } from './steps.service';
import { adviseOnText, type TextFeedbackDeps } from './text-feedback.service';

/**
 * /api/levels/{level}/steps: the caller's own answers to a level's steps, checked by the server;
 * /api/levels/productions: what those answers built.
 */
export const levelStepsRoutes: FastifyPluginAsync = async (app) => {
  // Read at each call: a test may swap the AI provider once the app is built (ai-chat-test-support.ts).
  const textFeedbackDeps = (): TextFeedbackDeps => ({
    database: app.database,
    ai: app.ai,
    aiLimits: app.config.ai,
    log: app.log,
  });
  const deps: StepsDeps = {
    database: app.database,
    salaryQuiz: salaryQuizFor,
    now: () => app.clock.now(),
    textFeedback: (userId, step, fields) => adviseOnText(textFeedbackDeps(), userId, step, fields),
  };

  registerRoute(app, API.levels.steps, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readSteps(app.database, request.user.id, request.params.level, app.clock.now());
  });

  registerRoute(app, API.levels.saveStep, async (request) =>
    saveStep(deps, request.user.id, request.params.level, request.params.stepId, request.body.answer),
  );

  registerRoute(app, API.levels.portfolio, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readPortfolio(app.database, request.user.id);
  });

  registerRoute(app, API.levels.coherence, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { findings: await coherenceFor(app.database, request.user.id) };
  });

  registerRoute(app, API.levels.polish, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { documents: await documentsToPolish(app.database, request.user.id) };
  });

  registerRoute(app, API.levels.timeline, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { events: await timelineFor(app.database, request.user.id) };
  });

  registerRoute(app, API.levels.focus, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return focusFor(app.database, request.user.id);
  });

  registerRoute(app, API.levels.budgetPrefill, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return budgetPrefillFor(app.database, request.user.id);
  });

  registerRoute(app, API.levels.productions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readProductions(app.database, request.user.id);
  });
};
