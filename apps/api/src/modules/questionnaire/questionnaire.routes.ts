import {
  questionsQuerySchema,
  questionsResponseSchema,
  submitQuestionnaireBodySchema,
  submitQuestionnaireResponseSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { listQuestions, readAnswers, saveAnswers } from './questionnaire.repository';

export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: visitors answer before having an account (answers stay in their browser).
  app.get(
    '/questionnaire/questions',
    { schema: { querystring: questionsQuerySchema, response: { 200: questionsResponseSchema } } },
    async (request) => listQuestions(app.database, request.query.type),
  );

  app.post(
    '/questionnaire/submit',
    {
      preHandler: app.authenticate,
      schema: { body: submitQuestionnaireBodySchema, response: { 200: submitQuestionnaireResponseSchema } },
    },
    async (request) => {
      const questions = await listQuestions(app.database, 'orientation');
      const known = new Set(questions.map((q) => q.id));
      const unknown = request.body.answers.find((a) => !known.has(a.question_id));
      if (unknown) {
        throw new HttpError(400, 'question_inconnue', `La question ${unknown.question_id} n’existe pas.`);
      }
      await saveAnswers(app.database, request.user.id, 'orientation', request.body.answers);
      const answered = (await readAnswers(app.database, request.user.id, 'orientation')).size;
      return {
        saved: new Set(request.body.answers.map((a) => a.question_id)).size,
        answered,
        total: questions.length,
        complete: answered >= questions.length,
      };
    },
  );
};
