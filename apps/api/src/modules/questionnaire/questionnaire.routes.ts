import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { followUpQuestions, questionsOf, submitAnswers } from './questionnaire.service';

const routes = API.orientation;

export const questionnaireRoutes: FastifyPluginAsync = async (app) => {
  // Public: visitors answer before having an account (answers stay in their browser).
  // The level 4 items live in packages/domain (written by us), not in the questions table.
  registerRoute(app, routes.questions, (request) => questionsOf(app.database, request.query.type));

  // POST ?type=mbti stores the level 4 answers; anything else is the orientation questionnaire.
  registerRoute(app, routes.submit, async (request) =>
    submitAnswers(
      app.database,
      request.user.id,
      request.query.type === 'mbti' ? 'mbti' : 'orientation',
      request.body.answers,
    ),
  );

  registerRoute(app, routes.followUp, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return followUpQuestions(app.database, request.user.id);
  });
};
