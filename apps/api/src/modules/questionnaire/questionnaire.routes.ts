import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { HttpError } from '../../plugins/errors';
import { mbtiQuestions } from '../levels/mbti-questions';
import { listQuestions, readAnswers, saveAnswers } from './questionnaire.repository';

const routes = API.orientation;

export const questionnaireRoutes: FastifyPluginAsync = async (app) => {
  // Public: visitors answer before having an account (answers stay in their browser).
  // The level 4 items live in packages/domain (written by us), not in the questions table.
  registerRoute(app, routes.questions, async (request) =>
    request.query.type === 'mbti' ? mbtiQuestions() : listQuestions(app.database, request.query.type),
  );

  registerRoute(app, routes.submit, async (request) => {
    // POST ?type=mbti stores the level 4 answers; anything else is the orientation questionnaire.
    const type = request.query.type === 'mbti' ? 'mbti' : 'orientation';
    const questions = type === 'mbti' ? mbtiQuestions() : await listQuestions(app.database, type);
    const known = new Set(questions.map((q) => q.id));
    const unknown = request.body.answers.find((a) => !known.has(a.question_id));
    if (unknown) {
      throw new HttpError(400, 'question_inconnue', `La question ${unknown.question_id} n’existe pas.`);
    }
    await saveAnswers(app.database, request.user.id, type, request.body.answers);
    const answered = (await readAnswers(app.database, request.user.id, type)).size;
    return {
      saved: new Set(request.body.answers.map((a) => a.question_id)).size,
      answered,
      total: questions.length,
      complete: answered >= questions.length,
    };
  });
};
